// /watch: the page a stream points its viewers to (the cast shows its address and the code). Nothing here seats anyone.
import { WatchForm } from './WatchForm';
import { addressedCode } from './watchCode';
import { LobbyArt } from '../hud/LobbyArt';
import { HOUSE_NAME } from '../houseName';

/** The page: what it is for, and the code field (filled from `?code=`, as a link from a stream may carry it). */
export function WatchPage() {
  return (
    <main className="lobby watch-page">
      <header className="lobby-title">
        <LobbyArt />
        <h1>{HOUSE_NAME}</h1>
        <p>Watching a stream? Type the code in its corner to follow the voyage on your phone, predict what happens and cheer the ships.</p>
      </header>
      <section className="card lobby-card" aria-label="Watch a stream">
        <h2>Watch a stream</h2>
        <WatchForm autoFocus given={addressedCode(window.location.search)} />
      </section>
      <p className="watch-elsewhere">
        <a href="/">⛵ Play instead</a> ·{' '}
        <a href="/rules.html" target="_blank" rel="noreferrer">
          📜 How to play
        </a>
      </p>
    </main>
  );
}
