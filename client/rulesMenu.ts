// The rules page's phone menu closes when a link in it is followed (a module file rather than an inline script, so the
// Content-Security-Policy needs no 'unsafe-inline').
const menu = document.querySelector('.toc-m');
menu?.addEventListener('click', (e) => {
  if ((e.target as Element | null)?.closest?.('a')) menu.removeAttribute('open');
});
