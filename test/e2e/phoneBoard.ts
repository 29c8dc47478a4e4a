// Test helper: how much of a phone's screen the board gets during a turn, measured in the page.
import type { Page } from 'playwright-core';

/** The board's share of the screen, and where the panels leave it room. */
export type BoardRoom = {
  /** The tallest run of screen rows, at the median of a few columns, where the 16x16 board shows with no HUD over it. */
  boardPx: number;
  /** boardPx over the screen's height. */
  share: number;
  /** Where the top panels end and the bottom cards begin, down the screen's middle column. */
  topPanelsEnd: number;
  bottomCardsStart: number;
  /** Rows at the middle column where neither board nor HUD shows: sky or the sea beyond the board. */
  emptyPx: number;
};

/**
 * Measures the board's room: for columns at 20 %, 35 %, 50 %, 65 % and 80 % of the width, walks down the screen in 2 px
 * steps and counts the longest run of points that are on the board (inside the projected 16x16 grid) and hit the canvas
 * itself (no HUD element over them). The board's height is the median column's run.
 */
export function measureBoardRoom(page: Page): Promise<BoardRoom> {
  return page.evaluate(() => {
    const hooks = window.__pirates!;
    const corners = [
      [-0.5, -0.5],
      [15.5, -0.5],
      [15.5, 15.5],
      [-0.5, 15.5],
    ].map(([x, y]) => hooks.squareToScreen(x, y));
    const inside = (px: number, py: number) => {
      let sign = 0;
      for (let i = 0; i < 4; i++) {
        const a = corners[i];
        const b = corners[(i + 1) % 4];
        const cross = (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x);
        if (cross === 0) continue;
        if (sign === 0) sign = Math.sign(cross);
        else if (Math.sign(cross) !== sign) return false;
      }
      return true;
    };
    const onCanvas = (px: number, py: number) => document.elementFromPoint(px, py) instanceof HTMLCanvasElement;
    const runs: number[] = [];
    let topPanelsEnd = 0;
    let bottomCardsStart = innerHeight;
    let emptyPx = 0;
    for (const f of [0.2, 0.35, 0.5, 0.65, 0.8]) {
      const x = Math.round(innerWidth * f);
      let best = 0;
      let run = 0;
      for (let y = 0; y < innerHeight; y += 2) {
        const canvas = onCanvas(x, y);
        if (canvas && inside(x, y)) best = Math.max(best, (run += 2));
        else run = 0;
        if (f === 0.5) {
          if (!canvas && y < innerHeight / 2) topPanelsEnd = y + 2;
          if (!canvas && y >= innerHeight / 2 && bottomCardsStart === innerHeight) bottomCardsStart = y;
          if (canvas && !inside(x, y)) emptyPx += 2;
        }
      }
      runs.push(best);
    }
    runs.sort((a, b) => a - b);
    const boardPx = runs[2];
    return { boardPx, share: boardPx / innerHeight, topPanelsEnd, bottomCardsStart, emptyPx };
  });
}

/** The size of each visible control matching `selector`, by its label or text, for the 44 px touch-target check. */
export function targetSizes(page: Page, selector: string): Promise<{ name: string; width: number; height: number }[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed')
        .map((el) => {
          const box = el.getBoundingClientRect();
          return { name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '?', width: Math.round(box.width), height: Math.round(box.height) };
        }),
    selector,
  );
}
