import { Captain, playLikeABot } from './captain';
import { TIMERS_OFF, startTestServer, stateJson, pause } from './harness';
const server = await startTestServer();
const setup = { name: 'Eve', captains: 2, pace: 0, seed: 'take-over-2', timers: TIMERS_OFF };
const eve = new Captain(await server.client().joinOrCreate('voyage', setup), (view, legal) => view.day >= 3 ? null : playLikeABot(view, legal));
eve.room.send('start');
for (let i = 0; i < 10; i++) {
  await pause(500);
  const s = stateJson(eve.room);
  console.log(s.status, s.day, s.turn, s.phase, s.actor, 'eve', eve.seat, eve.actions.length, JSON.stringify(eve.inbox.private?.legal.slice(0,3)), eve.inbox.errors);
}
process.exit(0);
