// The connection's badge, the shell's for every game (issue 32, bug 1: Merchant Voyages had none): a coloured dot and its
// word, in each game's corner; on a phone each game's CSS folds the shown word away (the link banner says "Reconnecting…"
// in full), and a screen reader reads the word kept visually hidden beside it.
import { useStore } from '../store';
import type { ConnectionStatus } from '../storeTypes';

/** Each status's dot and word. */
export const CONNECTION_WORDS: Record<ConnectionStatus, [string, string]> = {
  connected: ['🟢', 'Connected'],
  connecting: ['🟡', 'Connecting'],
  reconnecting: ['🟠', 'Reconnecting…'],
  offline: ['🔴', 'Offline'],
  idle: ['⚪', 'Not connected'],
};

/** The badge; a replay has no link to speak of, so it says what it is instead. */
export function ConnectionBadge() {
  const status = useStore((s) => s.status);
  const replaying = useStore((s) => s.replaying !== null);
  const [dot, word] = replaying ? ['📼', 'Replay'] : CONNECTION_WORDS[status];
  return (
    <span className={`status ${status}`} title={word} data-status={status}>
      <span aria-hidden>{dot}</span>
      <span className="status-word" aria-hidden>
        {' '}
        {word}
      </span>
      <span className="visually-hidden">{word}</span>
    </span>
  );
}
