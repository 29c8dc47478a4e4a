// Test helper: reads a page's store and plays through the UI the way a person would: hover, click, wait.
import type { Page } from 'playwright-core';
import type { Action, PlayerView, Square } from '../../shared/pastry/index';

/** What a page's client knows. */
export type Seen = { view: PlayerView | null; legal: Action[]; seat: number | null; events: number; toasts: string[] };

/** Reads the page's store through the client's test hook. */
export function read(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const hook = window.__pirates;
    if (!hook) return { view: null, legal: [], seat: null, events: 0, toasts: [] };
    const s = hook.store.getState();
    return { view: s.view, legal: s.legal as Action[], seat: s.seat, events: s.events.length, toasts: s.toasts.map((t) => t.text) };
  });
}

/** Waits until the page has received more events than `before` (the server answered) and the state patch that follows. */
export async function settle(page: Page, before: number, ms = 4000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if ((await read(page)).events > before) break;
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(150);
}

/** Shortest water steps from every square to the nearest goal, ignoring ships and the current. */
export function distancesTo(view: PlayerView, goals: Square[]): Map<string, number> {
  const land = new Set(view.board.land.map(([x, y]) => `${x},${y}`));
  const dist = new Map<string, number>();
  const queue: Square[] = [];
  for (const g of goals) {
    dist.set(`${g[0]},${g[1]}`, 0);
    queue.push(g);
  }
  for (let i = 0; i < queue.length; i++) {
    const [x, y] = queue[i];
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as Square[]) {
      const k = `${nx},${ny}`;
      if (nx < 0 || ny < 0 || nx > 15 || ny > 15 || land.has(k) || dist.has(k)) continue;
      dist.set(k, dist.get(`${x},${y}`)! + 1);
      queue.push([nx, ny]);
    }
  }
  return dist;
}

/** Where a route ends, for routes that stay off the rim (no sweep). */
export function routeEnd(from: Square, route: readonly string[]): Square | null {
  let [x, y] = from;
  for (const d of route) {
    x += d === 'E' ? 1 : d === 'W' ? -1 : 0;
    y += d === 'S' ? 1 : d === 'N' ? -1 : 0;
    if (x <= 0 || y <= 0 || x >= 15 || y >= 15) return null;
  }
  return [x, y];
}

/** The screen point of a square, if nothing on the HUD covers it there. */
export async function squareOnScreen(page: Page, [x, y]: Square): Promise<{ x: number; y: number } | null> {
  return page.evaluate(
    ([sx, sy]) => {
      const p = window.__pirates!.squareToScreen(sx, sy);
      if (p.x < 4 || p.y < 4 || p.x > innerWidth - 4 || p.y > innerHeight - 4) return null;
      const hit = document.elementFromPoint(p.x, p.y);
      return hit instanceof HTMLCanvasElement ? p : null;
    },
    [x, y] as const,
  );
}

/** Sails through the planner: hover the square (the route preview appears), then click it. Returns false if no route was clickable. */
export async function sailToward(page: Page, seen: Seen, score: (end: Square) => number, onPreview?: () => Promise<void>): Promise<boolean> {
  const me = seen.view!.captains[seen.seat!];
  const options = seen.legal
    .filter((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail' && a.route.length > 0)
    .map((a) => ({ end: routeEnd(me.pos, a.route) }))
    .filter((o): o is { end: Square } => o.end !== null)
    .sort((a, b) => score(a.end) - score(b.end));
  for (const option of options.slice(0, 6)) {
    const point = await squareOnScreen(page, option.end);
    if (!point) continue;
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(250);
    if (onPreview) await onPreview();
    const before = (await read(page)).events;
    await page.mouse.click(point.x, point.y);
    await settle(page, before);
    return true;
  }
  return false;
}

/**
 * Like `press`, for a button the player knows is coming: the step's patch reaches the screen a moment before the legal actions
 * that go with it (on a loaded machine, a few frames), and until they come the bar offers no buttons at all.
 */
export async function pressWhenShown(page: Page, text: string | RegExp, timeoutMs = 8000): Promise<boolean> {
  await page
    .getByRole('button', { name: text })
    .first()
    .waitFor({ timeout: timeoutMs })
    .catch(() => undefined);
  return press(page, text);
}

/**
 * Clicks a HUD button by its visible text and waits for the server's answer; false when the button is not (or no longer)
 * there. A shown button may take a while to take a click on a busy machine (a toast over it, a card still sliding in, an
 * order in flight): the click waits up to 10 s for it.
 */
export async function press(page: Page, text: string | RegExp): Promise<boolean> {
  const button = page.getByRole('button', { name: text }).first();
  if (!(await button.isVisible().catch(() => false))) return false;
  const before = (await read(page)).events;
  const clicked = await button.click({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (clicked) await settle(page, before);
  return clicked;
}

/** The crates to click for the open recipe slots (the swaps applied to the open layout): each crate and its place's label. */
export function crateLabels(view: PlayerView): { crate: number; label: string }[] {
  const bake = view.bake!;
  const recipe = view.captains[bake.seat].recipe!.ingredients;
  const crateAt = Array.from({ length: bake.crates }, (_, p) => p);
  for (const [a, b] of bake.swaps) [crateAt[a], crateAt[b]] = [crateAt[b], crateAt[a]];
  const contents = crateAt.map((crate) => bake.open[crate]);
  return bake.locked.flatMap((p, slot) => {
    if (p !== null) return [];
    const place = contents.indexOf(recipe[slot]);
    return [{ crate: crateAt[place], label: `Place ${place + 1}` }];
  });
}
