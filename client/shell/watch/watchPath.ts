// The watch page's address, shared by the page, the app's router and the cast that shows it to viewers.

/** The address a stream shows its viewers. */
export const WATCH_PATH = '/watch';

/** Whether this address is the watch page. */
export const isWatchPath = (pathname: string) => pathname.replace(/\/+$/, '') === WATCH_PATH;
