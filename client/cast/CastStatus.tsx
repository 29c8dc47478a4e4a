// Issue 9: what the cast shows before there is a voyage to film: waiting for the captains, or why it could not join.
import { useStore } from '../store';

/** A centred title card while connecting, in the waiting room, or after a refused join (it keeps trying meanwhile). */
export function CastStatus({ code }: { code: string }) {
  const status = useStore((s) => s.status);
  const roomStatus = useStore((s) => s.room?.status ?? null);
  const problem = useStore((s) => s.toasts.at(-1)?.text ?? null);
  if (roomStatus === 'playing' || roomStatus === 'over') return null;
  const line = roomStatus === 'lobby' ? 'The captains are gathering. The voyage sets sail soon.'
    : status === 'reconnecting' ? 'Reconnecting to the voyage…'
    : status === 'connecting' || !problem ? 'Tuning in…' : problem;
  return (
    <section className="cast-panel cast-status" aria-label="Cast status">
      <div className="cast-finale-kicker">Pastry Pirates</div>
      <h1>{code ? `Voyage ${code}` : 'No voyage in this link'}</h1>
      <p>{line}</p>
    </section>
  );
}
