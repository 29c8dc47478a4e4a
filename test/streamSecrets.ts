// Test helpers for the random stream's secrecy (R52, M41): what of a stream must never leave the server, and another stream.
import type { StreamState } from '../shared/random';

/** The text of a stream's secret as it could leak: the cipher's key in hex, or the old stream's state words. */
export function streamSecret(stream: StreamState): string {
  return Array.isArray(stream) ? JSON.stringify(stream).slice(1, -1) : stream.key;
}

/** The same position in another stream: a key with every hex digit changed, or the old stream's words flipped. */
export function scrambledStream(stream: StreamState): StreamState {
  if (Array.isArray(stream)) return stream.map((n) => n ^ 0x5a5a5a5a);
  const key = [...stream.key].map((d) => ((parseInt(d, 16) + 7) % 16).toString(16)).join('');
  return { ...stream, key };
}

/** Every way a stream's key could be written out: hex, base64 and base64url (empty for the old stream, which has none). */
export function keyForms(stream: StreamState): string[] {
  if (Array.isArray(stream)) return [];
  const bytes = Buffer.from(stream.key, 'hex');
  return [stream.key, stream.key.toUpperCase(), bytes.toString('base64'), bytes.toString('base64url')];
}
