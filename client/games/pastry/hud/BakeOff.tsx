// R41 to R44: the bake-off bench. Crates show open, close, and swap exactly as the engine drew them;
// the baker clicks a crate for each recipe slot, in order. Everyone at the table watches the same show.
import type { RoomJson } from '../toView';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Ingredient } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { OrderButton } from './OrderButton';
import { sayBakeReady } from '../bakeReady';
import { pickCrate } from '../bakePicks';
import { Chip } from './Chip';
import { positionsAfter, showAt } from '../bakeTimeline';
import { slotsByPlace } from '../bakeAnswer';
import { openSlots } from '../../../../shared/pastry/rules/bakeShow';

/** How far apart the crates stand, in pixels: narrower on a phone so four fit across. */
const crateStep = () => (innerWidth <= 700 ? 80 : 110);

/** The bench. */
export function BakeOff() {
  const view = useStore((s) => s.view)!;
  const bake = view.bake!;
  const baker = view.captains[bake.seat];
  const mine = view.you === bake.seat && view.actor === view.you;
  const canRewatch = useStore((s) => s.legal.some((a) => a.type === 'rewatch'));
  const recipe = baker.recipe?.ingredients ?? [];
  const slots = openSlots(bake.locked);
  const lockedPositions = new Set(bake.locked.filter((p): p is number => p !== null));
  const crateRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const picked = useStore((s) => s.bakePicks);
  const [shown, setShown] = useState<'waiting' | 'open' | 'shuffling' | 'name'>('open');
  const waitingReady = useStore((s) => (s.room as RoomJson | null)?.waitingReady === bake.seat);
  const finalPositions = useMemo(() => positionsAfter(bake.crates, bake.swaps, bake.swaps.length), [bake]);

  const lockedKey = bake.locked.join(',');
  useEffect(() => useStore.getState().set({ bakePicks: [] }), [bake.startedAt, bake.rewatches, lockedKey]);
  useEffect(() => {
    let frame = 0;
    const step = crateStep();
    const animate = () => {
      const s = useStore.getState();
      const { stage, place, lift } = showAt(bake, Date.now() + s.skew - bake.startedAt);
      setShown((prev) => (prev === stage ? prev : stage));
      crateRefs.current.forEach((el, crate) => {
        if (el) el.style.transform = `translate(${place[crate] * step}px, ${lift[crate] * 12}px)`;
      });
      if (stage !== 'name') frame = requestAnimationFrame(animate);
    };
    frame = requestAnimationFrame(animate);
    return () => cancelAnimationFrame(frame);
  }, [bake]);

  return (
    <section className="card bake-off" aria-label="Bake-off">
      <h2>
        🔥 {baker.name}'s bake-off: {baker.recipe?.name}
      </h2>
      {/* Each locked slot stands over its own crate (locked crates keep their places); open slots fill the other places in order. */}
      <div className="recipe-slots by-place" style={{ gridTemplateColumns: `repeat(${bake.crates}, ${crateStep()}px)`, width: bake.crates * crateStep() }}>
        {slotsByPlace(bake.locked).map((slot) => (
          <span key={slot} className={`slot${bake.locked[slot] !== null ? ' locked' : ''}${slots[picked.length] === slot && mine && shown === 'name' ? ' next' : ''}`}>
            {slot + 1}. <Chip ingredient={recipe[slot] as Ingredient} /> {bake.locked[slot] !== null ? '🔒' : ''}
          </span>
        ))}
      </div>
      <div className="bench" style={{ width: bake.crates * crateStep() }} aria-hidden={shown === 'shuffling'}>
        {shown === 'name'
          ? finalPositions.map((_, place) => {
              // Once shuffled, the bench is read place by place: closed crates are named by their place only, in place order,
              // so neither a screen reader nor the page's structure follows a crate through the shuffle.
              const crate = finalPositions.indexOf(place);
              const locked = lockedPositions.has(place);
              return (
                <button
                  key={`place-${place}`}
                  className={`crate${locked ? ' open locked' : ''}${picked.includes(place) ? ' picked' : ''}`}
                  style={{ transform: `translate(${place * crateStep()}px, 0px)` }}
                  onClick={() => pickCrate(crate)}
                  disabled={!mine || locked}
                  aria-label={locked ? `Place ${place + 1}: ${bake.open[crate]}, locked` : `Place ${place + 1}`}
                >
                  {locked ? <Chip ingredient={bake.open[crate]} /> : '📦'}
                </button>
              );
            })
          : bake.open.map((ingredient, crate) => {
              const inside = shown === 'open' || lockedPositions.has(crate);
              return (
                <button
                  key={crate}
                  ref={(el) => {
                    crateRefs.current[crate] = el;
                  }}
                  className={`crate${inside ? ' open' : ''}${lockedPositions.has(crate) ? ' locked' : ''}`}
                  disabled
                  aria-label={inside ? `Place ${crate + 1}: ${ingredient}` : 'A closed crate'}
                >
                  {inside ? <Chip ingredient={ingredient} /> : '📦'}
                </button>
              );
            })}
      </div>
      {shown === 'waiting' &&
        waitingReady &&
        (view.you === bake.seat ? (
          <button className="big ready" onClick={sayBakeReady} autoFocus>
            🔥 Ready for another try? Show me the crates
          </button>
        ) : (
          <p className="prompt">{baker.name} gets ready for another try…</p>
        ))}
      <p className="prompt bake-prompt">
        {shown === 'open' && 'Remember them! The crates close in a moment…'}
        {shown === 'shuffling' && `Shuffling: ${bake.swaps.length} swaps…`}
        {shown === 'name' && (mine ? `Click the crate holding slot ${(slots[picked.length] ?? 0) + 1}: ${recipe[slots[picked.length] ?? 0] ?? ''}.` : `${baker.name} is naming the crates…`)}
      </p>
      {mine && (
        // The row keeps its place while hidden: the card stands on the screen's bottom edge, so a button coming or going
        // moved the crates under the baker's pointer mid-naming (playtest: three clicks in a row missed).
        <div className="rewatch-row" style={{ visibility: canRewatch && shown === 'name' && picked.length === 0 ? 'visible' : 'hidden' }}>
          <OrderButton className="secondary" action={{ type: 'rewatch' }}>
            👀 Watch again (1 gold)
          </OrderButton>
        </div>
      )}
    </section>
  );
}
