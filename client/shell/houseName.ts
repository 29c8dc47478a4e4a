// The site's own name, as index.html's title gives it: the house is named after its first game, but this is no game's title.

/** The name over the lobby, an invite and the watch page, whichever game a voyage plays. */
export const HOUSE_NAME = 'Pastry Pirates';
