// The seconds left on the live move's clock, beside the catch-up's warning that the clock does not wait, so nobody loses a turn to a recap.
import { useSecondsUntil } from '../useSecondsUntil';

/** "(38 s left)", ticking down to the deadline (server wall time). */
export function ClockLeft({ at }: { at: number }) {
  const seconds = useSecondsUntil(at);
  return <span className="catch-up-clock"> ({seconds} s left)</span>;
}
