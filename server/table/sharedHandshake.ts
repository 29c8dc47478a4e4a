// Colyseus caches each room's handshake (its state's type reflection, which every joining client is sent) on the room's own
// serializer, as a view of a fresh 8 kB buffer: about 3 kB of bytes that every room of one state class has alike. Rooms of a
// class share one copy of them instead.
import type { Room } from '@colyseus/core';

/** The serializer's handshake as Colyseus 0.16's SchemaSerializer keeps it. */
type HandshakeCache = { handshake?: () => Buffer; handshakeCache?: Buffer };

const shared = new WeakMap<object, Buffer>();

/** Gives a room, once its state is set, the handshake of its state class that the first such room made (same bytes, one copy). */
export function shareHandshake(room: Pick<Room, 'state'>): void {
  const serializer = (room as unknown as { _serializer?: HandshakeCache })._serializer;
  if (!serializer?.handshake || !room.state) return; // another serializer: it keeps its own
  const type = (room.state as object).constructor;
  let bytes = shared.get(type);
  if (!bytes) shared.set(type, (bytes = copyOf(serializer.handshake())));
  serializer.handshakeCache = bytes;
}

/** The bytes in a buffer of their own size (Colyseus copies the handshake out with Buffer#copy), not a view of a larger one. */
function copyOf(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(copy);
  return copy;
}
