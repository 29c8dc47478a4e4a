// The viewer's front door: type the code seen on stream, and watch that voyage's audience feed (delayed like the cast,
// with predictions and cheers). A bad code is answered under the field and nothing else happens.
import { useState, type FormEvent } from 'react';
import { useStore } from '../store';
import { watchVoyage } from '../net/join';
import { fetchVoyageSummary } from '../net/voyageSummary';
import { savedName } from '../net/session';
import { CODE_LENGTH } from '../../../shared/table/roomCode';
import { malformedCode, tidyCode, unwatchable } from './watchCode';

/**
 * The code field and its Watch button; `autoFocus` on the /watch page, where it is all there is. `given`: a code the page's
 * address carried, filled in, and answered at once with the words typing it gets when it cannot be one.
 */
export function WatchForm({ autoFocus = false, given = '' }: { autoFocus?: boolean; given?: string }) {
  const busy = useStore((s) => s.status === 'connecting');
  const [code, setCode] = useState(given);
  const [problem, setProblem] = useState<string | null>(() => (given === '' ? null : malformedCode(given)));
  const [checking, setChecking] = useState(false);
  const watch = async (e: FormEvent) => {
    e.preventDefault();
    const malformed = malformedCode(code);
    if (malformed) return setProblem(malformed);
    setChecking(true);
    const refused = unwatchable(code, await fetchVoyageSummary(code));
    setChecking(false);
    setProblem(refused);
    if (!refused) await watchVoyage(code, { name: savedName() || 'Viewer' });
  };
  return (
    <form className="watch-form" onSubmit={(e) => void watch(e)} noValidate>
      <label className="field">
        <span>Code on the stream</span>
        <input
          value={code}
          maxLength={CODE_LENGTH + 2}
          placeholder="ABCDE"
          aria-label="Stream code"
          className="code-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          autoFocus={autoFocus}
          aria-invalid={problem !== null}
          aria-describedby="watch-problem"
          onChange={(e) => {
            setCode(tidyCode(e.target.value));
            setProblem(null);
          }}
        />
      </label>
      <p id="watch-problem" className="watch-problem" role="alert">
        {problem ?? ''}
      </p>
      <button className="big" type="submit" disabled={busy || checking}>
        {checking ? 'Looking for it…' : '📺 Watch'}
      </button>
    </form>
  );
}
