// A watcher of a waiting room who came by its invite link ("Just watch") may still come aboard while a seat is free: their
// name and "Take a seat", which boards exactly as the invite's "Come aboard" does (comeAboard), leaving the gallery.
import { useState } from 'react';
import { useStore } from '../store';
import { comeAboard } from '../net/join';
import { savedName } from '../net/session';
import { NameField } from './NameField';

/** The watcher's name and their "Take a seat". */
export function TakeASeat({ code }: { code: string }) {
  const busy = useStore((s) => s.status === 'connecting');
  const [name, setName] = useState(savedName());
  const clean = name.trim();
  return (
    <form
      className="take-seat"
      aria-label="Take a seat"
      onSubmit={(e) => {
        e.preventDefault();
        if (clean) void comeAboard(code, clean);
      }}
    >
      <NameField name={name} onName={setName} />
      <button className="big" type="submit" disabled={busy || !clean}>
        Take a seat
      </button>
    </form>
  );
}
