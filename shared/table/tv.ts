// What `GET /api/tv` answers (issue 31): the public game TV shows now, named for its caption, with where to join it and
// the audience room it is watched through. Free of zod, for the client.

/** TV's address. */
export const TV_PATH = '/tv';

/** The game on TV. */
export type TvChannel = {
  code: string;
  game: string; // its game's key
  title: string; // its game's title
  table: string; // the table's name
  join: string; // the link that takes a seat in it (a bot's, while one is left) or watches it
  watch: { room: string; code: string }; // the audience room TV shows it through, as delayed as any audience
  exhibition: boolean; // a bots-only game TV started because no public game was running
};

/** The answer: what is on, or null while an exhibition game is being started. */
export type TvAnswer = { on: TvChannel | null };
