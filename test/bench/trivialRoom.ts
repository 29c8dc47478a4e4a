// The server benchmark's anchor: a trivial Colyseus 0.16 room under the same load as the real one, in the same run, so the
// real room's latency and memory read against what Colyseus, Node and this machine cost on their own at that moment.
// It takes the same create, join, start and action messages as the table room, patches a tiny Schema state, and
// tells each client its "legal actions" (one End turn to the seat whose turn it is) as the table room does after every
// step; it has no engine, store, timers, bots, audience or history. Run as a child process by test/bench/server.ts
// (`node --import tsx test/bench/trivialRoom.ts`, PORT from the environment), listening on loopback only.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Room, Server, matchMaker, type Client } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Schema, type } from '@colyseus/schema';
import { TABLE_ROOM, TO_CLIENT, TO_TABLE } from '../../shared/table/messages';
import { watchLoopDelay } from '../../server/http/loopDelay';
import { noteMoveWait, readMoveWaits } from '../../server/table/moveWait';
import { packEvents } from '../../shared/table/eventWire';
import { packPrivate } from '../../shared/table/privateWire';
import { pastryAbout } from '../../shared/pastry/about';

/** How many actions a trivial voyage lasts: what a real one took at the bench's quick play (11,476 actions in 40 voyages; ANCHOR_STEPS to change). */
const STEPS = Number(process.env.ANCHOR_STEPS ?? 290);
/** Seats per table, as the bench plays. */
const SEATS = 4;

/** The tiny state: what the bench's clients read (day, status) and a step counter. */
class TrivialState extends Schema {
  @type('string') status = 'lobby';
  @type('number') day = 0;
  @type('number') step = 0;
  @type('number') turn = 0;
}

/** Accepts the join, acks each action with a patch, an events message and each seat's next legal list (packed as the table room packs them); nothing else. */
class TrivialRoom extends Room<TrivialState> {
  private seats: string[] = [];

  override onCreate(options: { private?: boolean }): void {
    this.state = new TrivialState();
    if (options?.private) void this.setPrivate(true);
    this.onMessage(TO_TABLE.start, () => {
      this.state.status = 'playing';
      this.state.day = 1;
      this.step();
    });
    this.onMessage(TO_TABLE.action, (client) => {
      const readAt = performance.now();
      if (this.state.status !== 'playing' || this.seats[this.state.turn] !== client.sessionId) return client.send(TO_CLIENT.error, { code: 'not-your-turn' });
      this.state.turn = (this.state.turn + 1) % SEATS;
      if (this.state.turn === 0) this.state.day += 1;
      if (this.state.step + 1 >= STEPS) this.state.status = 'over';
      this.step();
      this.broadcastPatch(); // as the table room does after a person's action
      noteMoveWait(readAt);
    });
    this.onMessage('*', () => undefined);
  }

  override onJoin(client: Client): void {
    this.seats.push(client.sessionId);
    client.send(TO_CLIENT.welcome, { seat: this.seats.length - 1 });
  }

  override onLeave(client: Client): void {
    this.seats = this.seats.filter((s) => s !== client.sessionId);
  }

  /** One step: its events after the patch, and every seat's legal list (End turn for the seat to act, nothing for the rest). */
  private step(): void {
    this.state.step += 1;
    const events = { seq: this.state.step, serverNow: Date.now(), events: [{ type: 'endTurn', ms: 0 }] };
    this.broadcast(TO_CLIENT.events, packEvents(pastryAbout.eventShapes, events), { afterNextPatch: true });
    const over = this.state.status === 'over';
    for (const client of this.clients) {
      const seat = this.seats.indexOf(client.sessionId);
      const legal = !over && seat === this.state.turn ? [{ type: 'endTurn' }] : [];
      client.send(TO_CLIENT.private, packPrivate(pastryAbout.actionShapes, { seat, step: this.state.step, legal }), { afterNextPatch: true });
    }
  }
}

const loopDelay = watchLoopDelay(); // as the table room's /health reports it, for the bench to set side by side
const httpServer = createServer((req, res) => {
  if (req.url !== '/health') return void res.writeHead(404).end();
  const health = { ok: true, rooms: matchMaker.stats.local.roomCount, clients: matchMaker.stats.local.ccu, loopDelay: loopDelay.read(), moveWait: readMoveWaits() };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(health));
});
const gameServer = new Server({ transport: new WebSocketTransport({ server: httpServer }), gracefullyShutdown: false, greet: false });
gameServer.define(TABLE_ROOM, TrivialRoom);
await gameServer.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
console.log(`The trivial anchor room is ready at http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/`);
