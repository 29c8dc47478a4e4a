// Pastry Pirates' small picture in the lobby's picker: a ship under sail with a pastry, drawn inline (no download).

/** The picture. */
export function PastryPicture() {
  return (
    <svg viewBox="0 0 64 48" aria-hidden="true">
      <path d="M4 36 q14 8 28 0 t28 0 v12 h-56z" fill="#2b8fd6" />
      <path d="M14 34 h34 l-5 8 h-24z" fill="#8a5a2b" />
      <path d="M31 8 v26" stroke="#5b3a1a" strokeWidth="2" />
      <path d="M31 10 q12 8 0 20z" fill="#fffaf0" />
      <circle cx="24" cy="14" r="6" fill="#f2b45a" stroke="#8a5a2b" strokeWidth="1.5" />
    </svg>
  );
}
