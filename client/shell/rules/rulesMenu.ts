// The rules page's menu (a module file rather than an inline script, so the Content-Security-Policy needs no
// 'unsafe-inline'): a phone menu closes when a link in it is followed, and the menu shows the contents of the game being
// read, marking that game in the picker. It knows no game: each picker link (`data-pick`) names a game and points at
// where its section starts, and the game being read is the last whose start has risen into the upper third of the window.
const nav = document.querySelector<HTMLElement>('nav.toc');

/** Each game in the picker with where its section starts, in the page's order. */
const starts = [...(nav?.querySelectorAll<HTMLAnchorElement>('a[data-pick]') ?? [])].map((link) => ({
  game: link.dataset.pick ?? '',
  start: document.getElementById(link.hash.slice(1)),
}));

for (const menu of document.querySelectorAll('.toc-m')) {
  menu.addEventListener('click', (e) => {
    if ((e.target as Element | null)?.closest?.('a')) menu.removeAttribute('open');
  });
}

/** The game being read: the last whose section's top has risen into the upper third of the window (the first game's before any). */
function gameInView(): string {
  const line = Math.max((nav?.getBoundingClientRect().bottom ?? 0) + 40, innerHeight / 3);
  let reading = starts[0]?.game ?? '';
  for (const { game, start } of starts.slice(1)) if (start && start.getBoundingClientRect().top <= line) reading = game;
  return reading;
}

/** Shows the contents of the game being read and marks it in the picker. */
function showGame(): void {
  if (!nav) return;
  const game = gameInView();
  if (nav.dataset.reading === game) return;
  nav.dataset.reading = game;
  for (const el of nav.querySelectorAll<HTMLElement>('[data-game]')) {
    el.hidden = el.dataset.game !== game;
    el.removeAttribute('open');
  }
  for (const link of nav.querySelectorAll('[data-pick]')) {
    if (link.getAttribute('data-pick') === game) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

let queued = false;
addEventListener(
  'scroll',
  () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      showGame();
    });
  },
  { passive: true },
);
addEventListener('hashchange', showGame);
addEventListener('resize', showGame);
showGame();
