// A recipe is a secret for the whole voyage and a delay does not protect it, so every seated captain sees,
// for as long as it lasts, that an all-seeing caster is showing every recipe on stream.
import { useStore } from '../../../shell/store';

/** The notice, for captains only, while an all-seeing caster watches. */
export function AllSeeingNotice() {
  const watching = useStore((s) => s.allSeeing);
  const seated = useStore((s) => s.seat !== null);
  const delay = useStore((s) => s.castDelay);
  if (!seated || watching === 0) return null;
  return (
    <p className="card all-seeing-notice" role="status">
      👁 All-seeing cast, {delay} s behind: viewers see every recipe, yours too.
    </p>
  );
}
