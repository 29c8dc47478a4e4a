// What a cast link asks for: /cast/CODE?bg=transparent&code=0&key=K.

/** The cast's settings, all read from its link (the cast has no menus). */
export type CastParams = { code: string; transparent: boolean; showCode: boolean; casterKey: string | null };

/** What a game's cast takes from the link (its plugin's `cast`, shell/clientGame.ts): a keyed background, and whether the code may show. */
export type CastLink = Pick<CastParams, 'transparent' | 'showCode'>;

/** Whether this address is a cast link. */
export const isCastPath = (pathname: string) => pathname.startsWith('/cast/');

/** Reads a cast link: the voyage code from the path, a keyed background, the code badge, the all-seeing caster key. */
export function castParams(pathname: string, search: string): CastParams {
  const params = new URLSearchParams(search);
  const code = decodeURIComponent(pathname.slice('/cast/'.length).split('/')[0] ?? '')
    .trim()
    .toUpperCase();
  return {
    code,
    transparent: params.get('bg') === 'transparent',
    showCode: params.get('code') !== '0',
    casterKey: params.get('key')?.trim() || null,
  };
}
