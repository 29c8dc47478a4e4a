// `npm run bench:crash`: the crash drill at full size (250 voyages). Prints the reopen time and the steps lost (must be 0).
// Flags: --voyages N (250), --people N (25), --play-seconds S (20).
import { parseArgs } from 'node:util';
import { crashDrill } from '../server/crashDrill';
import { buildTestServer } from '../server/child';

const { values } = parseArgs({ options: { voyages: { type: 'string', default: '250' }, people: { type: 'string', default: '25' }, 'play-seconds': { type: 'string', default: '20' } } });
buildTestServer(); // the server as `npm start` runs it
const figures = await crashDrill({
  voyages: Number(values.voyages),
  people: Number(values.people),
  playMs: Number(values['play-seconds']) * 1000,
  log: (line) => console.log(line),
});
console.log(
  `crash   ${figures.voyages} voyages killed with SIGKILL: ${figures.reopened} of ${figures.unfinished} unfinished reopened, ` +
    `server ready again in ${(figures.readyMs / 1000).toFixed(1)} s (reopening itself ${(figures.restoreMs / 1000).toFixed(1)} s); ${figures.stepsSeen} steps seen by clients, ${figures.stepsLost} lost; ` +
    `${figures.reclaimed} of ${figures.voyages} people reclaimed their seat`,
);
const ok = figures.stepsLost === 0 && figures.reopened === figures.unfinished && figures.readyMs < 10_000 && figures.reclaimed === figures.voyages;
console.log(ok ? 'crash   OK' : 'crash   FAILED: see the figures above');
process.exit(ok ? 0 : 1);
