// The harness page: plays Merchant Voyages with the real engine and bots in the page and feeds MerchantTable the props
// the shell would. Query: seed, seats (2 to 4), you (a seat, or "spectator"), stop (live | actions | voyage | decision |
// deliver | over), pace (show speed, 1 = the room's), bubbles (1: a sample emote and cheer over the docks, afresh every second).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/lilita-one/400.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '../../../client/styles.css';
import { applyMerchantAction, createMerchantVoyage, merchantLegalActions, merchantViewFor, restartMerchantTimers } from '../../../shared/merchant/index';
import { merchantBotAction } from '../../../shared/merchant/bots/index';
import { merchantAnimationMs } from '../../../shared/merchant/pacing';
import type { MerchantAction, MerchantEvent, MerchantState } from '../../../shared/merchant/types';
import { MerchantTable } from '../../../client/games/merchant/MerchantTable';
import type { FloatingEmote, MerchantTableProps, TimedMerchantEvent } from '../../../client/games/merchant/tableProps';

const q = new URLSearchParams(location.search);
const seed = q.get('seed') ?? 'harbour-7';
const seats = Math.min(4, Math.max(2, Number(q.get('seats') ?? 3)));
const stop = q.get('stop') ?? 'live';
const pace = Number(q.get('pace') ?? 1);
const NAMES = ['Ana', 'Bartholomew', 'Cyra', 'Dov'];

/** The seat the page plays: a number, or null for a spectator; a stop at a decision plays the asked seat. */
let you: number | null = q.get('you') === 'spectator' ? null : Number(q.get('you') ?? 0);

/** Steps `state` by the bot's action for whoever the engine waits on; returns the new state and its events. */
function botStep(state: MerchantState, step: number): { state: MerchantState; events: MerchantEvent[] } {
  const actor = state.actor!;
  const view = merchantViewFor(state, actor);
  const legal = merchantLegalActions(state, actor);
  const action = merchantBotAction(view, legal, 'normal', `${seed}:${step}`);
  const result = applyMerchantAction(state, actor, action, Date.now());
  if (!result.ok) throw new Error(result.error.message);
  return { state: result.state, events: result.events };
}

/** Whether the fast-forward has reached the moment asked for. */
function reached(s: MerchantState): boolean {
  switch (stop) {
    case 'actions':
      return s.phase === 'actions' && s.round === 2 && s.actor === (you ?? 0);
    case 'voyage':
      return s.phase === 'voyage' && s.pirates.revealed.length >= 2 && s.asking !== null && s.asking.ask === 'route';
    case 'decision':
      return s.phase === 'voyage' && s.asking !== null && s.asking.ask === 'route' && s.pirates.revealed.length >= 1 && s.round >= 2;
    case 'deliver':
      return s.phase === 'voyage' && s.asking !== null && s.asking.ask === 'deliver';
    case 'over':
      return s.phase === 'over';
    default:
      return true;
  }
}

const timed = (events: MerchantEvent[]): TimedMerchantEvent[] => events.map((e) => ({ ...e, ms: Math.round(merchantAnimationMs(e) / pace) }));

/** With ?bubbles=1, an emote over one dock and a cheer over the next, afresh every second (so a screenshot catches them); else none. */
function useSampleBubbles(): FloatingEmote[] {
  const [bubbles, setBubbles] = useState<FloatingEmote[]>([]);
  useEffect(() => {
    if (q.get('bubbles') !== '1') return;
    let n = 0;
    const timer = setInterval(() => {
      n++;
      setBubbles([
        { id: 2 * n, seat: n % seats, emoji: '👋', cheer: false },
        { id: 2 * n + 1, seat: (n + 1) % seats, emoji: '🎉', cheer: true },
      ]);
    }, 1000);
    return () => clearInterval(timer);
  }, []);
  return bubbles;
}

/** The harness app: owns the engine state like a room would. */
function Harness() {
  const [state, setState] = useState<MerchantState>(() =>
    createMerchantVoyage({ seed, captains: NAMES.slice(0, seats).map((name) => ({ name })), options: { turnMs: 45_000, decisionMs: 20_000 }, now: Date.now() }),
  );
  const [events, setEvents] = useState<MerchantTableProps['events']>({ seq: 0, list: [] });
  const [busy, setBusy] = useState(false);
  const bubbles = useSampleBubbles();
  const step = useRef(0);
  const showEnds = useRef(0);

  const apply = useCallback((next: MerchantState, list: MerchantEvent[]) => {
    setState(next);
    const t = timed(list);
    showEnds.current = Math.max(performance.now(), showEnds.current) + t.reduce((a, e) => a + e.ms, 0);
    setEvents((e) => ({ seq: e.seq + 1, list: t }));
  }, []);

  // fast-forward to the stop, showing each step's view (no shows) so the chart gathers every turn, then hold there
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, from the first state
  useEffect(() => {
    if (stop === 'live') {
      document.body.dataset.ready = '1';
      return;
    }
    let s = state;
    const views: MerchantState[] = [];
    for (let i = 0; i < 2000 && !reached(s) && s.phase !== 'over'; i++) {
      s = botStep(s, step.current++).state;
      views.push(s);
    }
    const restarted = restartMerchantTimers(s, Date.now() + 3000); // the fast-forward took time: the decision's clock starts now
    if (restarted.ok) {
      s = restarted.state;
      views.push(s);
    }
    if ((stop === 'decision' || stop === 'deliver') && s.asking) you = q.get('you') === 'spectator' ? null : s.asking.seat;
    if (stop === 'voyage' && s.asking && q.get('you') === null) you = (s.asking.seat + 1) % seats;
    let i = 0;
    const every = Math.max(1, Math.floor(views.length / 60));
    const timer = setInterval(() => {
      i = Math.min(views.length, i + every);
      if (views.length) setState(views[i - 1]);
      if (i >= views.length) {
        clearInterval(timer);
        setTimeout(() => (document.body.dataset.ready = '1'), 2500);
      }
    }, 30);
    return () => clearInterval(timer);
  }, []);

  // live: bots play their seats, waiting for each show to end, as a room's bot driver would
  useEffect(() => {
    if (stop !== 'live' || state.phase === 'over' || state.actor === null || state.actor === you) return;
    const wait = Math.max(400, showEnds.current - performance.now() + 300);
    const timer = setTimeout(() => {
      const { state: next, events: list } = botStep(state, step.current++);
      apply(next, list);
    }, wait);
    return () => clearTimeout(timer);
  }, [state, apply]);

  const send = useCallback(
    (action: MerchantAction) => {
      if (you === null) return;
      setBusy(true);
      setTimeout(() => {
        const result = applyMerchantAction(state, you!, action, Date.now());
        setBusy(false);
        if (!result.ok) {
          console.warn('refused', result.error);
          return;
        }
        apply(result.state, result.events);
      }, 150);
    },
    [state, apply],
  );

  // like the shell's store: one view and one legal list per step, the same objects until the next
  const view = useMemo(() => merchantViewFor(state, you), [state]);
  const legal = useMemo(() => (you === null || busy ? [] : merchantLegalActions(state, you)), [state, busy]);
  return <MerchantTable view={view} legal={legal} events={events} send={send} busy={busy} code="HARN" names={state.merchants.map((m) => m.name)} bubbles={bubbles} story={[]} predictors={[]} />;
}

createRoot(document.getElementById('root')!).render(<Harness />);
