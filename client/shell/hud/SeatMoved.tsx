// A second tab (or window) opened on your seat takes it; this tab says so plainly and offers the seat back, over the waiting
// room or the voyage alike, shaded and inert behind the card (App.tsx): its buttons would send nothing.
import { useStore } from '../store';
import { leaveRoom } from '../net/leave';
import { takeSeatBack } from '../net/join';

/** The card over a tab whose seat moved to another tab. */
export function SeatMoved() {
  const moved = useStore((s) => s.seatMoved);
  const busy = useStore((s) => s.status === 'connecting');
  if (!moved) return null;
  return (
    <>
      <div className="seat-moved-shade" />
      <section className="card leave-confirm seat-moved" role="alertdialog" aria-label="Your seat moved to another tab">
        <h2>Your seat moved to another tab</h2>
        <p>This voyage was opened on your seat in another tab or window, which now sails your ship. Take it back here, and that one steps aside.</p>
        <div className="row">
          <button autoFocus disabled={busy} onClick={() => void takeSeatBack()}>
            Take it back here
          </button>
          <button className="secondary" disabled={busy} onClick={() => void leaveRoom()}>
            Back to the harbour
          </button>
        </div>
      </section>
    </>
  );
}
