// The captains' quick emotes, a fixed set (no free chat). Kept free of zod so the client can import it cheaply.

/** The eight emotes a captain may send. */
export const EMOTES = ['👋', '👍', '😄', '😮', '😢', '😠', '🏴‍☠️', '🍰'] as const;
