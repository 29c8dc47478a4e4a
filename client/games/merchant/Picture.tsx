// Merchant Voyages' small picture in the lobby's picker: a trader, a crate, a coin and a pirate flag, drawn inline (no download).

/** The picture. */
export function MerchantPicture() {
  return (
    <svg viewBox="0 0 64 48" aria-hidden="true">
      <path d="M4 36 q14 8 28 0 t28 0 v12 h-56z" fill="#2b8fd6" />
      <path d="M8 34 h26 l-4 7 h-18z" fill="#6b4a2b" />
      <path d="M21 10 v24" stroke="#4a3020" strokeWidth="2" />
      <path d="M21 12 q9 7 0 17z" fill="#f4e3c0" />
      <rect x="40" y="26" width="8" height="8" fill="#c8903c" stroke="#5b3a1a" />
      <circle cx="54" cy="18" r="5" fill="#f5c542" stroke="#a07a10" />
      <path d="M44 6 l8 3 -8 3z" fill="#222" />
    </svg>
  );
}
