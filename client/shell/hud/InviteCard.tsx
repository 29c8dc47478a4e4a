// An invite link's landing: the friend says who they are before boarding; the name is remembered.
import { useState } from 'react';
import { useStore } from '../store';
import { comeAboard, joinByCode } from '../net/join';
import { rememberInvitedWatch, saveName, savedName } from '../net/session';
import { clearRoomFromAddress } from '../net/address';
import { NameField } from './NameField';
import { HOUSE_NAME } from '../houseName';

/** "You're invited aboard ABCDE. Your name?" */
export function InviteCard({ code }: { code: string }) {
  const busy = useStore((s) => s.status === 'connecting');
  const [name, setName] = useState(savedName());
  const clean = name.trim();
  const board = () => void comeAboard(code, clean);
  const watch = () => {
    if (clean) saveName(clean); // the name waits in the watch view's Take a seat
    rememberInvitedWatch(code);
    useStore.getState().set({ invite: null });
    void joinByCode(code, clean || 'Spectator', true);
  };
  return (
    <main className="lobby">
      <header className="lobby-title">
        <h1>{HOUSE_NAME}</h1>
      </header>
      <form
        className="card lobby-card"
        onSubmit={(e) => {
          e.preventDefault();
          if (clean) board();
        }}
      >
        <h2>You're invited aboard {code}</h2>
        <NameField name={name} onName={setName} autoFocus />
        {!clean && (
          <p className="hint" role="status">
            Type your name to come aboard.
          </p>
        )}
        <button className="big" type="submit" disabled={busy || !clean}>
          Come aboard
        </button>
        <div className="row">
          <button type="button" className="secondary" disabled={busy} onClick={watch}>
            Just watch
          </button>
          <button
            type="button"
            className="link"
            onClick={() => {
              useStore.getState().set({ invite: null });
              clearRoomFromAddress();
            }}
          >
            Back to the harbour
          </button>
        </div>
      </form>
    </main>
  );
}
