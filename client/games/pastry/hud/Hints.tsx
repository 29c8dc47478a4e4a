// A new player's first voyage: short hints the first time something happens; they can be switched off.
import { useStore } from '../../../shell/store';
import { homeward } from '../homeward';

type HintId = 'upwind' | 'heavy' | 'battle' | 'bribe' | 'sighting' | 'bake' | 'home';

const HINTS: Record<HintId, string> = {
  upwind: 'Gold squares are in reach. Pale blue ones need the full 4 squares: any step into the wind cuts the whole move to 2.',
  heavy: 'Your hold is heavy (4 or more crates): the wind carries you 1 square less. Grey silver squares are out of reach: they show the squares the weight costs you.',
  battle: 'Battle an adjacent ship for 1 gold of powder. Each side flips a coin; the ship with the wind behind it flips two.',
  bribe: 'Cannons loaded at you! Fight, or offer one ingredient or some gold. They answer yes or no — no haggling.',
  sighting: 'A sea creature! Tap it before it dives to keep its photograph. Photographs count toward the Best Photographer award, not the standings.',
  home: 'You hold your whole recipe! Sail home to Tortuga and Dock on one of its berths (the jetties ringed in gold) to light the ovens.',
  bake: 'The bake-off: watch the crates, then click them in your recipe’s order. Right ones lock in.',
};

/** Which hint the current moment calls for, if any. */
function hintFor(s: ReturnType<typeof useStore.getState>): HintId | null {
  const v = s.view;
  if (!v || v.you === null) return null;
  const me = v.captains[v.you];
  if (v.bake && v.bake.seat === v.you) return 'bake';
  if (v.sightings.some((x) => x.seat === v.you)) return 'sighting';
  if (v.phase === 'bribe' && v.actor === v.you) return 'bribe';
  if (v.actor === v.you && v.phase === 'turn' && s.legal.some((a) => a.type === 'battle')) return 'battle';
  if (v.actor === v.you && v.phase === 'turn' && homeward(s)) return 'home';
  if (v.actor === v.you && v.phase === 'turn' && me.heavy && !v.sailed) return 'heavy';
  if (v.actor === v.you && v.phase === 'turn' && !v.sailed) return 'upwind';
  return null;
}

/** The hint card. */
export function Hints() {
  const id = useStore((s) => (s.settings.hints ? hintFor(s) : null));
  const seen = useStore((s) => s.settings.seenHints);
  if (!id || seen.includes(id)) return null;
  const dismiss = () => {
    const s = useStore.getState();
    s.patchSettings({ seenHints: [...s.settings.seenHints, id] });
  };
  return (
    <div className="card hint-card" role="note">
      <p>💡 {HINTS[id]}</p>
      <button className="link" onClick={dismiss}>
        Got it
      </button>
      <button className="link" onClick={() => useStore.getState().patchSettings({ hints: false })}>
        No more hints
      </button>
    </div>
  );
}
