// Test helper for the cast test: a Node captain who seeks a fight: sails at the ship with the fullest hold, loads the
// cannons when alongside, refuses bribes; the room's normal bot decides everything else. It never hurries home to bake.
import { Client, type Room } from 'colyseus.js';
import { botAction } from '../../shared/pastry/bots/index';
import { toPlayerView, type RoomJson } from '../../client/games/pastry/toView';
import type { Action, PlayerView, Square } from '../../shared/pastry/index';
import { wholePrivate, type TablePrivateMessage } from '../../shared/table/messages';
import type { EventsWire } from '../../shared/table/eventWire';
import type { PrivateWire } from '../../shared/table/privateWire';
import { readEvents, readPrivate } from '../server/readWire';

const chebyshev = (a: Square, b: Square) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));

/** Where a route from `from` ends, ignoring the current (good enough to aim). */
function endOf(from: Square, route: readonly string[]): Square {
  let [x, y] = from;
  for (const d of route) {
    x += d === 'E' ? 1 : d === 'W' ? -1 : 0;
    y += d === 'S' ? 1 : d === 'N' ? -1 : 0;
  }
  return [x, y];
}

/** The brawler's choice among its legal actions. */
export function brawl(view: PlayerView, legal: Action[], seed: string): Action {
  const me = view.captains[view.you!];
  const prey = view.captains.filter((c) => c.seat !== me.seat && !c.ovensLit && c.hold.length > 0).sort((a, b) => b.hold.length - a.hold.length)[0];
  const battle = legal.find((a) => a.type === 'battle' && (!prey || a.target === prey.seat));
  if (battle && me.gold > 0) return battle;
  const refuse = legal.find((a) => a.type === 'answer' && !a.accept);
  if (refuse) return refuse;
  const fight = legal.find((a) => a.type === 'fight');
  if (fight) return fight;
  if (view.phase === 'turn' && prey && !view.sailed) {
    const sails = legal.filter((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail' && a.route.length > 0);
    const best = sails.sort((a, b) => chebyshev(endOf(me.pos, a.route), prey.pos) - chebyshev(endOf(me.pos, b.route), prey.pos))[0];
    if (best && chebyshev(endOf(me.pos, best.route), prey.pos) < chebyshev(me.pos, prey.pos)) return best;
  }
  return botAction(view, legal, 'normal', seed);
}

/** Seats a brawler in a new room and plays it until stopped; resolves with the room and its code once seated. */
export async function brawler(endpoint: string, options: Record<string, unknown>): Promise<{ room: Room; code: string; stop: () => Promise<void> }> {
  const client = new Client(endpoint);
  const room = await client.create('voyage', { name: 'Brawler', ...options });
  let recipe: PlayerView['captains'][number]['recipe'] = null;
  let seat: number | null = null;
  let decided = '';
  const act = (legal: Action[]) => {
    const json = (room.state as { toJSON(): RoomJson }).toJSON();
    if (seat === null || json.status !== 'playing' || !legal.length) return;
    const view = toPlayerView(json, seat, recipe);
    const key = `${view.day}:${view.turn}:${view.phase}:${view.sailed}:${JSON.stringify(legal).length}`;
    if (key === decided) return;
    decided = key;
    room.send('action', brawl(view, legal, `brawl:${key}`));
  };
  room.onMessage('welcome', (m: { seat: number | null }) => {
    seat = m.seat;
    if (seat !== null) room.send('boardUp'); // a Node captain has no board to draw: the first turn need not wait for it
  });
  let showEnds = 0; // like a person's client, the brawler waits for the events to play out before its next order
  room.onMessage('events', (wire: EventsWire) => {
    const m = readEvents(room, wire);
    showEnds = Math.max(showEnds, Date.now()) + m.events.reduce((sum, e) => sum + e.ms, 0);
  });
  let bits: TablePrivateMessage<Action> | null = null;
  room.onMessage('private', (wire: PrivateWire) => {
    const m = (bits = wholePrivate(bits, readPrivate<Action>(room, wire))) as TablePrivateMessage<Action> & { recipe: typeof recipe };
    seat = m.seat;
    recipe = m.recipe;
    // a battle's decisions take a moment's thought, as a person's would
    const thought = m.legal.some((a) => a.type === 'answer' || a.type === 'fight' || a.type === 'bribe') ? 1800 : 250;
    setTimeout(() => act(m.legal), Math.max(0, showEnds - Date.now()) + thought);
  });
  for (const type of ['history', 'emote', 'error', 'cheer', 'allSeeing', 'rematch']) room.onMessage(type, () => undefined);
  await new Promise((resolve) => room.onMessage('welcome', resolve));
  return { room, code: room.roomId, stop: () => room.leave(true).then(() => undefined) };
}
