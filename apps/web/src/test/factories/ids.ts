/**
 * Id number `n` as the server makes ids (a UUID), in a `group` of its own per kind of record, so
 * that records made with the same number never share an id: `uuidOf('a000', 3)` is
 * `00000000-0000-4000-a000-000000000003`.
 */
export function uuidOf(group: string, n: number): string {
  return `00000000-0000-4000-${group}-${String(n).padStart(12, '0')}`;
}

let sequence = 0;

/** A new id on every call (the listings of a search page each need their own). */
export const nextId = (): string => uuidOf('8000', ++sequence);
