// `npm run simulate -- --game merchant ...`: bot games of Merchant Voyages and its balance targets' figures, with progress on stderr.
//   --games N --levels a,b,c,d      a table of bots (mixed levels rotate seats game by game): seats, levels, passes, ties
//   --games N --bar NAME[,NAME]|all a hard bot among three hard bots, barred from one option (or each listed, or each in turn): its win share
//   --games N --targets [--sections bars,seats,h2h]   every target of the issue, each marked met or missed
import { describeNumbers } from '../../shared/merchant/numbers';
import { playMerchantBotGame, type MerchantRecord } from './merchant';
import { BARS, barNamed, type Bar } from './merchantBars';
import { farTradeShare, passShare, playLine, seatShares, showShare, tieShare, winShare, type Share } from './merchantFigures';
import type { BotLevel } from '../../shared/table/step';

const LEVEL_NAMES: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/** Plays `count` games of the given levels (rotated a seat each game), with `bar` on the seat game i % n; prints progress. */
function playBatch(label: string, seed: string, count: number, levels: readonly BotLevel[], bar: Bar | null = null): MerchantRecord[] {
  const records: MerchantRecord[] = [];
  const started = performance.now();
  const n = levels.length;
  for (let i = 0; i < count; i++) {
    const rotated = levels.map((_, seat) => levels[(seat + i) % n]);
    const bars = levels.map((_, seat) => (bar && seat === i % n ? bar : null));
    records.push(playMerchantBotGame(`${seed}-${n}-${i}`, rotated, undefined, bars));
    if ((i + 1) % Math.max(1, Math.round(count / 5)) === 0) {
      process.stderr.write(`  ${label}: ${i + 1}/${count} games (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
    }
  }
  return records;
}

/** The barred seat's split win share (the seat game i % n). */
function barredShare(records: readonly MerchantRecord[]): Share {
  return winShare(records, (r, seat) => r.barBySeat[seat] !== null);
}

/** The seat game i % n would be barred on: the same seats as the bars, for the unbarred line. */
function rotatingSeatShare(records: readonly MerchantRecord[]): Share {
  return winShare(
    records.map((r, i) => ({ ...r, barBySeat: r.levelBySeat.map((_, s) => (s === i % r.levelBySeat.length ? 'none' : null)) })),
    (r, s) => r.barBySeat[s] !== null,
  );
}

/** A target's verdict. */
const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');

/** The bar table: a hard bot among three hard bots, with nothing barred and then each option in turn, on the same seeds. */
function barTable(count: number, seed: string, bars: readonly (Bar & { purchase: boolean })[]): { lines: string[]; free: MerchantRecord[] } {
  const hards: BotLevel[] = ['hard', 'hard', 'hard', 'hard'];
  const free = playBatch('nothing barred', `${seed}-bar`, count, hards);
  const base = rotatingSeatShare(free);
  const lines = [
    'a hard bot among three hard bots, barred from    its win share (fair 25%)    drop    targets: drop >= 3 points; a purchase >= 15%',
    `  nothing                                       ${showShare(base)}`,
  ];
  for (const bar of bars) {
    const s = barredShare(playBatch(`barred from ${bar.words}`, `${seed}-bar`, count, hards, bar));
    const drop = 100 * (base.share - s.share);
    const ok = drop >= 3 && (!bar.purchase || s.share >= 0.15);
    lines.push(`  ${bar.words.padEnd(45)} ${showShare(s)}  ${drop.toFixed(1).padStart(5)}  ${verdict(ok)}`);
  }
  return { lines, free };
}

/** Seats counted from the first Anchor, all hard, at 2, 3 and 4 merchants (4 from the given records). */
function seatLines(count: number, seed: string, fours: MerchantRecord[] | null): string[] {
  const lines = ['seats counted from the first Anchor (M7), all hard bots; target: each within 2 points of 100/n'];
  for (const n of [2, 3, 4]) {
    const records =
      n === 4 && fours
        ? fours
        : playBatch(
            `${n} hard bots`,
            `${seed}-seats`,
            count,
            Array.from({ length: n }, () => 'hard' as const),
          );
    const shares = seatShares(records);
    const worst = Math.max(...shares.map((s) => Math.abs(s.share - 1 / n)));
    lines.push(`  ${n} merchants: ${shares.map((s, k) => `seat ${k} ${showShare(s)}`).join(', ')}  worst ${(100 * worst).toFixed(1)} points  ${verdict(worst <= 0.02)}`);
  }
  return lines;
}

/** Head to head: two merchants, levels alternating seats. */
function headToHead(count: number, seed: string, strong: BotLevel, weak: BotLevel, target: number): string {
  const records = playBatch(`${strong} v ${weak}`, `${seed}-h2h`, count, [strong, weak]);
  const s = winShare(records, (r, seat) => r.levelBySeat[seat] === strong);
  return `  ${strong} beats ${weak}: ${showShare(s)}  target >= ${100 * target}%  ${verdict(s.share >= target)}`;
}

/** The figures of four hard bots: passes, segment 3, ties. */
function hardLines(records: MerchantRecord[]): string[] {
  const passes = passShare(records, 'hard');
  const far = farTradeShare(records, 'hard');
  const ties = tieShare(records);
  return [
    `four hard bots: ${playLine(records)}`,
    `  passes among a hard bot's actions: ${showShare(passes)}  target <= 5%  ${verdict(passes.share <= 0.05)}`,
    `  hard bot-games with a segment-3 trade: ${showShare(far)}  target >= 33.3%  ${verdict(far.share >= 1 / 3)}`,
    `  shared wins after every tie-break: ${showShare(ties)}  target <= 5%  ${verdict(ties.share <= 0.05)}`,
  ];
}

/** A table of bots of the given levels: seats, levels, passes and the play figures. */
function tableLines(records: MerchantRecord[], levels: readonly BotLevel[]): string[] {
  const lines = [
    `seats counted from the first Anchor: ${seatShares(records)
      .map((s, k) => `seat ${k} ${showShare(s)}`)
      .join(', ')}`,
  ];
  for (const level of new Set(levels)) {
    lines.push(
      `  ${level.padEnd(6)} split win share per seat ${showShare(winShare(records, (r, s) => r.levelBySeat[s] === level))}, ` +
        `passes ${showShare(passShare(records, level))}, games with a segment-3 trade ${showShare(farTradeShare(records, level))}`,
    );
  }
  lines.push(playLine(records), `shared wins: ${showShare(tieShare(records))}`);
  return lines;
}

/** Reads the command line and prints the figures asked for, after the numbers in play. */
export function runMerchantSimulation(argv: string[]): void {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const count = Number(get('games') ?? 200);
  const seed = get('seed') ?? 'msim';
  if (!Number.isInteger(count) || count < 1) throw new Error('--games needs a whole number of at least 1');
  const out: string[] = ['Merchant Voyages, the numbers in play (shared/merchant/numbers.ts):', ...describeNumbers().map((l) => `  ${l}`)];
  const started = performance.now();
  if (argv.includes('--targets')) {
    const sections = (get('sections') ?? 'bars,seats,h2h').split(',');
    let fours: MerchantRecord[] | null = null;
    if (sections.includes('bars')) {
      const table = barTable(count, seed, BARS);
      fours = table.free;
      out.push(...table.lines, ...hardLines(fours));
    }
    if (sections.includes('seats')) out.push(...seatLines(count, seed, fours));
    if (sections.includes('h2h')) out.push('skill (two merchants, seats alternate):', headToHead(count, seed, 'hard', 'normal', 0.6), headToHead(count, seed, 'normal', 'easy', 0.75));
  } else if (get('bar')) {
    const name = get('bar')!;
    const table = barTable(count, seed, name === 'all' ? BARS : name.split(',').map(barNamed));
    out.push(...table.lines, ...hardLines(table.free));
  } else {
    const levels = (get('levels') ?? 'normal,normal,normal,normal').split(',').map((l) => l.trim()) as BotLevel[];
    if (levels.length < 2 || levels.length > 4) throw new Error('--levels needs 2 to 4 levels, one per merchant (M1)');
    for (const l of levels) if (!LEVEL_NAMES.includes(l)) throw new Error(`unknown level ${l}: use easy, normal or hard`);
    out.push(`levels ${levels.join(', ')} (rotating a seat each game)`, ...tableLines(playBatch(levels.join(','), seed, count, levels), levels));
  }
  out.push(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
  for (const line of out) console.log(line);
}
