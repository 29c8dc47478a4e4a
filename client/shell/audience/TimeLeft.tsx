// A prediction's time left to answer, counting down to its closing time (the audience room's clock), so nobody taps too late.
import { useSecondsUntil } from '../useSecondsUntil';

/** "⏳ 12 s left", or "closing" in the last moment. */
export function TimeLeft({ closesAt }: { closesAt: number }) {
  const seconds = useSecondsUntil(closesAt);
  return (
    <span className="time-left" aria-label={`${seconds} seconds left to answer`}>
      ⏳ {seconds > 0 ? `${seconds} s left` : 'closing'}
    </span>
  );
}
