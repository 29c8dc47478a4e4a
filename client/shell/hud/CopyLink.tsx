// Copy a link: through the clipboard where the page may use it, else the link shows selected in a field to copy by hand.
// "Copied" is only said when it was (a plain-HTTP LAN address has no clipboard API).
import { useRef, useState } from 'react';
import { useStore } from '../store';

/** Copies text to the clipboard; false when this page may not (no secure context) or the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  if (!window.isSecureContext || !navigator.clipboard) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Which link went to the clipboard ("Copy cast link (OBS)" becomes "Cast link (OBS) copied."), so several copies read apart. */
export function copiedWords(label: string): string {
  const what = label.replace(/^Copy /, '');
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} copied.`;
}

/** A copy button; when copying is not possible, a read-only field with the link selected, ready for Ctrl+C or a long press. */
export function CopyLink({ label, url }: { label: string; url: string }) {
  const [manual, setManual] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(url)) {
      useStore.getState().toast(copiedWords(label), 'info');
      return;
    }
    setManual(true);
    requestAnimationFrame(() => field.current?.select());
  };
  return (
    <div className="copy-link">
      <button className="secondary" onClick={() => void copy()}>
        {label}
      </button>
      {manual && (
        <label className="field manual-copy">
          <span>Copy this link by hand (this address can't use the clipboard):</span>
          <input ref={field} readOnly value={url} aria-label={`${label}: the link`} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
