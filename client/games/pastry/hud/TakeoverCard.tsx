// Quick play into a voyage under way: "You are now captain of …", so nobody wonders why their ship is mid-sea.
import { useStore } from '../../../shell/store';
import { Flag } from '../../../shell/hud/Flag';
import { SEAT_COLOUR_NAMES, SEAT_FLAGS } from '../../../shell/scene/seatColours';

/** The card, until dismissed. */
export function TakeoverCard() {
  const seat = useStore((s) => s.takeover);
  const view = useStore((s) => s.view);
  const tookOver = useStore((s) => s.tookOver);
  if (seat === null || !view) return null;
  const me = view.captains[seat];
  return (
    <section className="card takeover" role="dialog" aria-label="You are now a captain">
      <h2>
        <Flag seat={seat} /> You are now captain of the {SEAT_COLOUR_NAMES[seat]} ship
      </h2>
      <p>
        This voyage was already under way on day {view.day}, so you take over {tookOver ? `${tookOver}'s ship (a bot until now)` : "a bot's ship"}, with its {SEAT_FLAGS[seat]} flag, its {me.gold}{' '}
        gold, its hold and its secret recipe. The gold arrow marked YOU floats over it.
      </p>
      <button className="big" onClick={() => useStore.getState().set({ takeover: null })}>
        Aye, take the helm!
      </button>
    </section>
  );
}
