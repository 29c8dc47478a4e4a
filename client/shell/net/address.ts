// The room in the address bar (?room=CODE&spectate=1): kept while in a room, removed when it is left or gone.

/** Removes the room from the address, so a reload opens the lobby. */
export function clearRoomFromAddress(): void {
  const url = new URL(location.href);
  url.searchParams.delete('room');
  url.searchParams.delete('spectate');
  history.replaceState(null, '', url);
}
