// Issue 31's replay figures, in `npm run bench` or alone (`npx tsx test/bench/replaySize.ts`): a 40-day six-captain Pastry
// voyage's replay must stay under 300 KB gzipped; it prints that voyage's and a 4-merchant game's replay size and the time
// to build each from its log (what opening a replay costs the server once; it is cached after that). Alone, it exits 1 past
// the size target.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildReplay } from '../../server/api/buildReplay';
import { TABLES } from '../../server/games/tables';
import type { AnyTableGame } from '../../server/table/tableGame';
import { VoyageStore } from '../../server/store/VoyageStore';
import { playStoredGame } from '../server/finishedGames';

/** The size target for a 40-day six-captain voyage's replay, gzipped. */
const TARGET_BYTES = 300 * 1024;
/** How many times each replay is built, for a steady time. */
const BUILDS = 5;

/** A Pastry bot's choice, unless it would light the ovens: then End turn (or another legal action that moves play on), so the voyage sails to its day limit (R48). */
function neverBake(state: unknown, seat: number, action: unknown): unknown {
  const { module } = TABLES.get('pastry');
  const lights = (a: unknown) => {
    const result = module.applyAction(state, seat, a, 0);
    return result.ok && result.events.some((e: { type: string }) => e.type === 'ovensLit');
  };
  if (!lights(action)) return action;
  const legal = module.legalActions(state, seat) as { type: string }[];
  return legal.find((a) => a.type === 'endTurn') ?? legal.find((a) => a.type !== 'takeBack' && !lights(a)) ?? action;
}

/** Builds `code`'s replay BUILDS times; its gzipped size, raw size, steps and median build time. */
function measure(store: VoyageStore, table: AnyTableGame, code: string): { gzipped: number; raw: number; steps: number; seeks: number; ms: number } {
  const stored = store.load(code)!;
  const result = store.finished.resultOf(code);
  const times: number[] = [];
  let text = '';
  let replay: ReturnType<typeof buildReplay> | null = null;
  for (let i = 0; i < BUILDS; i++) {
    const start = performance.now();
    replay = buildReplay(table, stored, result, 0);
    text = JSON.stringify(replay);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { gzipped: gzipSync(text).length, raw: text.length, steps: replay!.steps.length, seeks: replay!.seeks.length, ms: times[Math.floor(BUILDS / 2)] };
}

/** Plays the two games into a scratch store, prints their replays' figures; true when the long voyage's is within its target. */
export function benchReplays(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'replay-bench-'));
  const store = new VoyageStore(dir);
  try {
    const pastry = TABLES.get('pastry');
    const voyage = playStoredGame(store, pastry, 'BENCH', 'replay-bench-40', { count: 6, steer: neverBake, options: { dayLimit: 40 } });
    const days = pastry.summary(voyage.final).days;
    const long = measure(store, pastry, 'BENCH');
    const merchant = TABLES.get('merchant');
    playStoredGame(store, merchant, 'MERCH', 'replay-bench-merchant', { count: 4 });
    const four = measure(store, merchant, 'MERCH');
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `replay  pastry   ${days} days, 6 captains: ${long.steps} steps, ${long.seeks} seek views, ${kb(long.raw)} JSON, ${kb(long.gzipped)} gzipped (target < 300 KB), built in ${long.ms.toFixed(0)} ms`,
    );
    console.log(`replay  merchant 4 merchants: ${four.steps} steps, ${four.seeks} seek views, ${kb(four.raw)} JSON, ${kb(four.gzipped)} gzipped, built in ${four.ms.toFixed(0)} ms`);
    if (days < 40) throw new Error(`the bench voyage ended on day ${days}, not 40`);
    return long.gzipped < TARGET_BYTES;
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && !benchReplays()) process.exitCode = 1;
