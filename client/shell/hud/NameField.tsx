// The name a person sails under, with its limit shown as they type: NAME_UNITS at most, cut between graphemes (an emoji
// sequence kept whole), as the server cuts it. The lobby and an invite ask it the same way.
import { NAME_UNITS, fitName, holdsWideGraphemes } from '../../../shared/table/names';

/** The name field: its label, the input, and how much of the limit is used. */
export function NameField({ name, onName, autoFocus = false }: { name: string; onName: (name: string) => void; autoFocus?: boolean }) {
  const full = name.length >= NAME_UNITS;
  const wide = holdsWideGraphemes(name) ? ' · an emoji counts 2 or more' : '';
  return (
    <label className="field">
      <span className="name-label">
        Your name, captain
        <small className={full ? 'name-count full' : 'name-count'} aria-live="polite">
          {full ? `${NAME_UNITS} of ${NAME_UNITS}: the longest a name may be` : `${name.length} of ${NAME_UNITS}`}
          {wide}
        </small>
      </span>
      <input autoFocus={autoFocus} value={name} placeholder="Anne Bonny" onChange={(e) => onName(fitName(e.target.value))} aria-label="Your name" />
    </label>
  );
}
