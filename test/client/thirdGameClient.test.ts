// A third game's client is its folder and a line in a registry. Race to 40's plugin (test/fixtures/race/client/)
// is registered beside the two real ones, and the shell's lobby, its picker and an ended voyage's card speak of it in its
// own fields (title, blurb, words, seats, timers, result), found by its key like any game's: nothing in the shell names it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { installGames, useStore } from '../../client/shell/store';
import type { TableJson } from '../../client/shell/net/tableJson';
import { allGames, gameOf } from '../../client/shell/games';
import { GAMES } from '../../client/games/registry';
import type { ClientGame } from '../../client/shell/clientGame';
import type { GameKey } from '../../shared/games';
import { Lobby } from '../../client/shell/hud/Lobby';
import { GamePicker } from '../../client/shell/hud/GamePicker';
import { VoyageGone } from '../../client/shell/hud/VoyageGone';
import { TIMER_PRESETS } from '../../shared/table/gameAbout';
import type { VoyageSummary } from '../../shared/table/voyageSummary';
import { race } from '../fixtures/race/client/index';
import { RaceBoard } from '../fixtures/race/client/RaceBoard';
import { raceViewOf } from '../fixtures/race/client/fromMirror';
import { raceTable } from '../fixtures/race/server/table';
import { RaceTableState } from '../fixtures/race/server/schema';
import { GOAL, applyRaceAction, createRace, raceViewFor, type RaceState } from '../fixtures/race/shared/engine';
import { raceAbout } from '../fixtures/race/shared/about';

// @ts-expect-error the production registry takes only the keys its server plays (shared/games.ts), so the race stays out of it
const production: readonly ClientGame<GameKey>[] = [race];
void production;

type Over = Extract<VoyageSummary, { status: 'over' }>;

/** The markup of a shell component. */
const markup = <P extends object>(component: (props: P) => unknown, props: P) => renderToStaticMarkup(createElement(component as never, props as never));

/** The text of every <option> inside the <select> whose label is `label`. */
function optionsUnder(html: string, label: string): string[] {
  const select = html.split(label)[1].split('</select>')[0];
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
}

describe('a third game, registered beside the two real ones in the client', () => {
  beforeAll(() => {
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined, key: () => null, length: 0 });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    installGames(GAMES);
  });

  it('is found by its key and lists with the others, in the registry order it was handed', () => {
    installGames([...GAMES, race]);
    expect(allGames().map((g) => g.key)).toEqual([...GAMES.map((g) => g.key), raceAbout.key]);
    expect(gameOf(raceAbout.key)).toBe(race);
    expect(gameOf(GAMES[1].key)).toBe(GAMES[1]); // the real ones are still found by theirs
  });

  it("the lobby's picker and quick play offer it by its title and one line, its radio carrying its key", () => {
    installGames([...GAMES, race]);
    const picker = markup(GamePicker, { game: race, onPick: () => undefined });
    expect(picker).toContain(`<strong>${raceAbout.title}</strong>`);
    expect(picker).toContain(`<small>${raceAbout.line}</small>`);
    expect(picker).toContain(`checked="" value="${raceAbout.key}"`);
    const lobby = markup(Lobby, {});
    expect(lobby).toContain(`>${raceAbout.title}</button>`); // its quick game
    for (const game of allGames()) expect(lobby).toContain(game.title); // the welcome names every game
  });

  it("picked (the first handed), the lobby's seats, players' word and timers are its own", () => {
    installGames([race, ...GAMES]);
    const lobby = markup(Lobby, {});
    const seats = Array.from({ length: raceAbout.seats.max - raceAbout.seats.min + 1 }, (_, i) => String(raceAbout.seats.min + i));
    expect(optionsUnder(lobby, `<span>${raceAbout.words.players}</span>`)).toEqual(seats);
    const timers = optionsUnder(lobby, 'aria-label="Timers"');
    for (const [i, preset] of TIMER_PRESETS.entries()) {
      const standMs = raceAbout.timers.presets[preset].standMs;
      expect(timers[i]).toBe(standMs ? `${preset} (${standMs / 1000} s)` : preset);
    }
    expect(lobby).toContain(`How to play ${raceAbout.title}`);
    expect(lobby).toContain(`href="${raceAbout.rules}"`);
  });

  it("an ended race's card is in its title and its own result words, with its standings' figures", () => {
    installGames([...GAMES, race]);
    const summary: Over = {
      status: 'over',
      game: raceAbout.key,
      captains: ['Ada', 'Bot'],
      winners: ['Ada'],
      standings: [
        { name: 'Ada', figures: { at: 40 } },
        { name: 'Bot', figures: { at: 37 } },
      ],
    };
    const card = markup(VoyageGone, { code: 'RACEX', summary });
    expect(card).toContain(`<h1>${raceAbout.title}</h1>`);
    expect(card).toContain(race.winners(summary));
    expect(card).toContain(race.standing({ at: 37 }));
  });

  it("its table draws the room the shell keeps, and the shell's story reaches its own log words through its key", () => {
    installGames([...GAMES, race]);
    const start = createRace({ seed: 'client-race', captains: [{ name: 'Ada' }, { name: 'Bo' }], options: { standMs: 0 }, now: 0 });
    const moved = applyRaceAction(start, 0, { type: 'step' }, 0);
    if (!moved.ok) throw new Error('the first step was refused');
    const state = new RaceTableState();
    raceTable.mirror(state, raceViewFor(moved.state as RaceState, null), (at) => at);
    useStore.getState().setRoom({ ...state.toJSON(), game: raceAbout.key, status: 'playing' } as TableJson);
    const view = raceViewOf(useStore.getState().room); // as its table reads the room (RaceRoom.tsx)
    expect(view).not.toBeNull();
    const table = markup(RaceBoard, { view: view! });
    for (const runner of (moved.state as RaceState).runners) expect(table).toContain(`${runner.name}: square ${runner.at} of ${GOAL}`);
    gameOf(useStore.getState().room?.game).hooks.history({ events: moved.events.map((e) => ({ ...e, ms: 0 })), eras: [] }, useStore.getState());
    expect(useStore.getState().log.map((l) => l.text)).toEqual(['Ada moves 1 to square 1.']);
  });
});
