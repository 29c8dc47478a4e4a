// A short, stable name for a table of tunable numbers: a stored game records the edition it was dealt under, so a server
// running re-tuned numbers knows not to replay it. Pure, so the browser can run it too (no node:crypto in shared/).
import { fnv1a } from './fnv1a';

/** JSON with every object's keys sorted, so the same table reads the same however its source orders them. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A table's edition: FNV-1a of its canonical JSON as 8 hex digits (a fingerprint to tell tables apart, not a security use). */
export function editionOf(table: unknown): string {
  return fnv1a(canonicalJson(table)).toString(16).padStart(8, '0');
}
