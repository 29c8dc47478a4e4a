// A quick-play lobby's countdown: it sets sail on its own, bots in the empty seats, so a newcomer is never left waiting.
import { useSecondsUntil } from '../useSecondsUntil';

/** "Setting sail in 8 s", with who takes the empty seats. */
export function SetsSailIn({ startsAt }: { startsAt: number }) {
  const seconds = useSecondsUntil(startsAt);
  return (
    <p className="sets-sail" role="status">
      ⛵ Setting sail in <strong>{seconds} s</strong>. Bots take the empty seats; anyone who presses Quick play meanwhile joins you.
    </p>
  );
}
