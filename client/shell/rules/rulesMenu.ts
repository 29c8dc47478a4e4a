// The rules page's menu (a module file rather than an inline script, so the Content-Security-Policy needs no
// 'unsafe-inline'): a phone menu closes when a link in it is followed, and the menu shows the contents of the game being
// read (Merchant Voyages from its section on, else Pastry Pirates), marking that game in the picker.
const nav = document.querySelector<HTMLElement>('nav.toc');
const merchant = document.getElementById('merchant');

for (const menu of document.querySelectorAll('.toc-m')) {
  menu.addEventListener('click', (e) => {
    if ((e.target as Element | null)?.closest?.('a')) menu.removeAttribute('open');
  });
}

/** The game being read: Merchant Voyages once its section's top has risen into the upper third of the window. */
function gameInView(): 'pastry' | 'merchant' {
  if (!nav || !merchant) return 'pastry';
  const line = Math.max(nav.getBoundingClientRect().bottom + 40, innerHeight / 3);
  return merchant.getBoundingClientRect().top <= line ? 'merchant' : 'pastry';
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
