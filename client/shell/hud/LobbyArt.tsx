// The harbour's picture (the lobby had no art): a toy galleon under a pie-crust flag, riding drawn waves.

/** An inline drawing, no download. */
export function LobbyArt() {
  return (
    <svg className="lobby-art" viewBox="0 0 320 150" role="img" aria-label="A toy pirate galleon with a pie on its flag, sailing drawn waves">
      <defs>
        <linearGradient id="lobby-sail" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#fffaf0" />
          <stop offset="1" stopColor="#f2d7a0" />
        </linearGradient>
      </defs>
      <g stroke="#3b2a1a" strokeWidth="3" strokeLinejoin="round">
        <path d="M160 18v82" fill="none" />
        <path d="M160 22l34 8-34 8z" fill="#f5c542" />
        <circle cx="175" cy="30" r="4" fill="#a0522d" stroke="none" />
        <path d="M112 40q48-10 96 0v46q-48 8-96 0z" fill="url(#lobby-sail)" />
        <path d="M128 52h64M128 66h64" stroke="#e6dcc6" strokeWidth="2" />
        <path d="M84 96h152l-22 30H106z" fill="#E69F00" />
        <path d="M96 106h128" stroke="#b07a3c" />
        <circle cx="128" cy="114" r="4" fill="#3b2a1a" stroke="none" />
        <circle cx="160" cy="114" r="4" fill="#3b2a1a" stroke="none" />
        <circle cx="192" cy="114" r="4" fill="#3b2a1a" stroke="none" />
      </g>
      <g fill="none" stroke="#fbf3e4" strokeWidth="4" strokeLinecap="round">
        <path d="M10 132q20-12 40 0t40 0 40 0 40 0 40 0 40 0 40 0 40 0" />
        <path d="M30 146q20-10 40 0t40 0 40 0 40 0 40 0 40 0 40 0" opacity=".6" />
      </g>
    </svg>
  );
}
