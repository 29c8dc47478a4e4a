// 🚪 asks before leaving: what happens to your ship, and how to come back.
import { useStore } from '../store';
import { leaveRoom } from '../net/leave';
import { gameOf } from '../games';

/** The confirmation card, while asked. */
export function LeaveConfirm() {
  const asked = useStore((s) => s.confirmLeave);
  const seated = useStore((s) => s.seat !== null);
  const over = useStore((s) => gameOf(s.room?.game).hooks.ended(s));
  if (!asked) return null;
  const close = () => useStore.getState().set({ confirmLeave: false });
  return (
    <section className="card leave-confirm" role="alertdialog" aria-label="Leave the voyage?">
      <h2>Leave the voyage?</h2>
      {seated && !over ? (
        <p>
          A bot takes the helm of your ship at once. <strong>Your voyages</strong> in the harbour bring you back to it, as long as no newcomer has taken it.
        </p>
      ) : (
        <p>You go back to the harbour.</p>
      )}
      <div className="row">
        <button
          className="danger"
          onClick={() => {
            close();
            void leaveRoom();
          }}
        >
          Leave
        </button>
        <button className="secondary" autoFocus onClick={close}>
          Stay aboard
        </button>
      </div>
    </section>
  );
}
