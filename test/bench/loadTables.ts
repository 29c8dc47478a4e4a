// The server bench's clients: tables of four real colyseus.js clients that play voyage after voyage against one server, as
// test/bench/loadWorker.ts runs a share of them in a thread of its own. Each client times its actions to the patch that
// follows, stamped as the frame arrives (before anything decodes it). Only one client a table decodes the room's state (it
// follows the day and the voyage's end for the whole table): the other three skip their patches' decoding, which is the same
// for all four, so the generator's own work does not stand in the way of what it measures.
import type { Client, Room } from 'colyseus.js';
import type { Action } from '../../shared/pastry/index';
import { wholePrivate, type TablePrivateMessage } from '../../shared/table/messages';
import type { PrivateWire } from '../../shared/table/privateWire';
import { privateOfGame } from '../server/readWire';

type Private = TablePrivateMessage<{ type: string }>;

/** How the bench's clients play one game: the table they make, how they choose, and how far its state has come (days or rounds). */
export type BenchGame = {
  key: string;
  options: Record<string, unknown>;
  choose: (legal: { type: string }[]) => { type: string };
  length: (state: Record<string, unknown>) => number;
};

/** A quick, cheap Pastry player: takes what keeps a voyage moving (the bots are too slow to run 1,000 of them here). */
function quickChoice(legal: Action[]): Action {
  const acts = legal.filter((a) => a.type !== 'photo');
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
  const of = (type: Action['type']) => acts.filter((a) => a.type === type);
  const buy = of('buy');
  if (buy.length) return buy[0];
  for (const type of ['name', 'fight', 'take'] as const) if (of(type).length) return pick(of(type));
  if (of('answer').length) return { type: 'answer', accept: Math.random() < 0.5 };
  if (of('slip').length) return pick(of('slip'));
  const sails = of('sail').filter((a) => a.type === 'sail' && a.route.length > 0);
  if (sails.length && Math.random() < 0.8) return pick(sails);
  if (of('dock').length && Math.random() < 0.7) return of('dock')[0];
  if (of('battle').length && Math.random() < 0.2) return pick(of('battle'));
  return of('endTurn')[0] ?? acts[0];
}

/** Both games, as the bench's quick clients play them; short timers keep an idle table moving. */
export const BENCH_GAMES: Record<'pastry' | 'merchant', BenchGame> = {
  pastry: {
    key: 'pastry',
    options: { game: 'pastry', timers: { turnMs: 5_000, decisionMs: 3_000, namingMs: 3_000 } },
    choose: (legal) => quickChoice(legal as Action[]),
    length: (state) => Number((state.view as { day?: number } | undefined)?.day ?? 0),
  },
  merchant: {
    key: 'merchant',
    options: { game: 'merchant', timers: { turnMs: 5_000, decisionMs: 3_000 } },
    choose: (legal) => legal[Math.floor(Math.random() * legal.length)], // uniform random legal play, as the engine bench plays it
    length: (state) => Number((state.view as { round?: number } | undefined)?.round ?? 0),
  },
};

/** Counters every table adds to. Bytes, days, voyages and losses count while `measuring`; an action counts if it was sent then, whenever its answer comes. */
export type Tally = {
  measuring: boolean;
  offered: number; // actions sent in the window
  latencies: number[]; // of those, each one answered by a patch: ms from its send to that patch's arrival
  refused: number; // of those, each one answered by an error (say, a timer overtook it)
  bytes: number;
  byKind: Record<string, number>;
  clientDays: number;
  steps: number; // steps shown with events, as one client a table was told them (a person's action, or a timer or sighting on the clock)
  failures: number;
  lost: number;
  voyages: number;
};

/** A tally with nothing counted yet. */
export function emptyTally(): Tally {
  return { measuring: false, offered: 0, latencies: [], refused: 0, bytes: 0, byKind: {}, clientDays: 0, steps: 0, failures: 0, lost: 0, voyages: 0 };
}

/** Colyseus 0.16's frame codes the bench reads: a full state, a state patch, a room message. */
const FULL_STATE = 14;
const PATCH = 15;
const MESSAGE = 13;

/** What a frame carries: a state patch, a full state, or a room message by its type (Colyseus: a code byte, then the type as a short string). */
function frameKind(data: Uint8Array): string {
  if (data[0] === PATCH) return 'patch';
  if (data[0] === FULL_STATE) return 'state';
  if (data[0] !== MESSAGE) return `code ${data[0]}`;
  const length = data[1] & 0x1f;
  return (data[1] & 0xe0) === 0xa0 ? Buffer.from(data.buffer, data.byteOffset + 2, length).toString() : 'message';
}

/** The socket under a colyseus.js room (the `ws` package's, in Node). */
type Socket = { binaryType: string; onmessage: ((event: { data: Uint8Array }) => void) | null };

/** One table: four clients that play voyage after voyage until `running()` turns false; a table that fails sits down again. `seated` is called once all four first sit. */
export async function table(client: Client, game: BenchGame, id: number, thinkMs: number, tally: Tally, running: () => boolean, seated: () => void): Promise<void> {
  let told = false;
  const sat = () => {
    if (!told) seated();
    told = true;
  };
  while (running()) {
    try {
      await voyage(client, game, id, thinkMs, tally, running, sat);
    } catch (e) {
      if (process.env.BENCH_DEBUG) console.log(`DEBUG table ${id}: ${(e as Error)?.message ?? e}`);
      if (tally.measuring) tally.failures += 1;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** Four clients: one creates a private room, three join it by code, and all play until the voyage ends. */
async function voyage(client: Client, game: BenchGame, id: number, thinkMs: number, tally: Tally, running: () => boolean, sat: () => void): Promise<void> {
  let over = false;
  let lost = false;
  let day = 0;
  /** Counts what a client receives, times its actions to the next patch, and plays; `watches` decodes the state for the table. */
  const wire = (room: Room, watches: boolean): Room => {
    let sentAt = 0; // of an action sent in the window and not answered yet
    const ws = room.connection.transport as unknown as { ws: Socket };
    const decode = ws.ws.onmessage!; // colyseus.js copies a frame into a Uint8Array of its own, from a Buffer as from an ArrayBuffer
    ws.ws.binaryType = 'nodebuffer'; // no copy of a frame into an ArrayBuffer of its own, which a skipped patch never needs
    ws.ws.onmessage = (event) => {
      const data = event.data;
      const state = data[0] === PATCH || data[0] === FULL_STATE;
      if (state && sentAt) {
        tally.latencies.push(performance.now() - sentAt);
        sentAt = 0;
      }
      if (tally.measuring) {
        tally.bytes += data.byteLength;
        const kind = frameKind(data);
        tally.byKind[kind] = (tally.byKind[kind] ?? 0) + data.byteLength;
        if (watches && kind === 'events') tally.steps += 1;
      }
      if (state && !watches) return; // the same patch the watching client decodes for the table
      decode(event);
    };
    room.onLeave((code) => {
      if (code === 4000) return; // our own goodbye
      lost = true;
      if (tally.measuring) tally.lost += 1;
    });
    room.onMessage('welcome', () => {});
    room.onMessage('events', () => {});
    room.onMessage('error', () => {
      if (sentAt) tally.refused += 1; // a refused action (say, one a timer overtook) patches nothing
      sentAt = 0;
    });
    if (watches)
      room.onStateChange((state: { status: string }) => {
        const length = game.length(state);
        if (length > day) {
          if (tally.measuring && day > 0) tally.clientDays += 4 * (length - day);
          day = length;
        }
        if (state.status === 'over' && !over && tally.measuring) tally.voyages += 1;
        if (state.status === 'over') over = true;
      });
    // Acts once a step: on the newest legal list, after thinking, and not again until a later step is told to this seat.
    let latest: Private | null = null;
    let actedStep = -1;
    let planned = false;
    const playable = (m: Private | null) => (m && m.step !== actedStep ? m.legal.filter((a) => a.type !== 'photo') : []);
    const act = () => {
      planned = false;
      const acts = playable(latest);
      if (!acts.length || !room.connection.isOpen) return;
      actedStep = latest!.step;
      sentAt = 0;
      if (tally.measuring) {
        tally.offered += 1;
        sentAt = performance.now();
      }
      room.send('action', game.choose(acts));
    };
    room.onMessage('private', (wire: PrivateWire) => {
      const m = (latest = wholePrivate(latest, privateOfGame(game.key, wire)));
      if (planned || !playable(m).length) return;
      planned = true;
      if (thinkMs > 0) setTimeout(act, thinkMs * (0.5 + Math.random()));
      else act();
    });
    return room;
  };
  const rooms: Room[] = [];
  try {
    const first = wire(await client.create('voyage', { name: `Load ${id}`, captains: 4, private: true, pace: 0, ...game.options }), true);
    rooms.push(first);
    for (let i = 1; i < 4; i++) rooms.push(wire(await client.joinById(first.roomId, { name: `Load ${id}.${i}` }), false));
    first.send('start');
    sat();
    while (!over && !lost && running()) await new Promise((r) => setTimeout(r, 200));
    if (lost) throw new Error(`table ${id} lost a connection`);
  } finally {
    await Promise.all(rooms.map((r) => (r.connection.isOpen ? r.leave(true).catch(() => 0) : 0)));
  }
}
