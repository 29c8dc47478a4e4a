// `npm start`: until the room server and the 3D client land (issues 4 and 5), shows what the engine can do today.
import { createVoyage, viewFor } from '../shared/index';
import type { PlayerView } from '../shared/index';

const LETTER: Record<string, string> = { Flour: 'F', Sugar: 'S', Butter: 'B', Eggs: 'E', Cocoa: 'K', Vanilla: 'V', Cinnamon: 'N', Coconut: 'O' };

/** One character per square: land, islands by initial, berths, ships by seat, the rim current. */
function drawSea(view: PlayerView): string {
  const rows = Array.from({ length: view.board.size }, () => Array.from({ length: view.board.size }, () => '·'));
  view.board.arcs.forEach((arc) => arc.squares.forEach(([x, y], i) => (rows[y][x] = i === arc.squares.length - 1 ? '@' : '~')));
  for (const [x, y] of view.board.land) rows[y][x] = '#';
  for (const [x, y] of view.board.tortuga) rows[y][x] = 'T';
  for (const [x, y] of view.board.berths) rows[y][x] = '+';
  for (const island of view.board.islands) {
    for (const [x, y] of island.land) rows[y][x] = LETTER[island.ingredient];
    rows[island.dock[1]][island.dock[0]] = 'd';
  }
  for (const c of view.captains) rows[c.pos[1]][c.pos[0]] = String(c.seat);
  return rows.map((r) => '  ' + r.join(' ')).join('\n');
}

const seed = process.argv[2] ?? `voyage-${process.pid}`;
const view = viewFor(createVoyage({ seed, captains: [{ name: 'Anne' }, { name: 'Bo' }, { name: 'Cal' }, { name: 'Dee' }] }), 0);
console.log(`Pastry Pirates: the rules engine is ready; the room server and the 3D client are still being built.\n`);
console.log(`A fresh 16x16 sea for seed "${seed}" (T Tortuga, + berths, 0-3 ships, d docks, ~ current, @ far ends, # reefs):\n`);
console.log(drawSea(view));
console.log(`\nIslands: ${view.board.islands.map((i) => `${i.ingredient} (${LETTER[i.ingredient]})`).join(', ')}`);
console.log(`Wind today ${view.wind.today}, tomorrow ${view.wind.tomorrow}. Seat 0 (${view.captains[0].name}) bakes ${view.captains[0].recipe!.name}: ${view.captains[0].recipe!.ingredients.join(' → ')}.`);
console.log(`\nRun the rules' tests with: npm test`);
