// The event log on the right, in plain words, collapsible.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '../store';
import { type FoldOnMove, useFoldOnMove } from './useFoldOnMove';

/** Pastry Pirates' log, from the store's lines. */
export function Log() {
  return <LogPanel log={useStore((s) => s.log)} />;
}

/** The log panel of any game: its lines, scrolled to the latest, open on a wide screen and folded on a phone; with `fold`, it folds as a move of yours begins on a narrow screen. */
export function LogPanel({ log, fold }: { log: readonly { id: number; text: string }[]; fold?: FoldOnMove }) {
  const [open, setOpen] = useFoldOnMove(window.innerWidth > 700, fold);
  const [full, setFull] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [log, open]);
  return (
    <aside className={`card log${open ? '' : ' closed'}${full ? ' full' : ''}`} aria-label="Ship's log">
      <div className="log-head">
        <button className="link log-toggle" onClick={() => setOpen(!open)} aria-expanded={open}>
          📜 Log
        </button>
        {open && (
          <button className="link" onClick={() => setFull(!full)} aria-pressed={full} title="The whole voyage's log, to scroll back through">
            {full ? 'Less' : 'Whole voyage'}
          </button>
        )}
      </div>
      {open && (
        <ol ref={list}>
          {log.map((l) => (
            <li key={l.id}>{l.text}</li>
          ))}
        </ol>
      )}
    </aside>
  );
}
