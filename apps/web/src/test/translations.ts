import { expect } from 'vitest';

/** Every leaf of a translation tree as [path, value] ('list.title', 'Admin dashboard'), arrays included. */
export function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * The Nepali tree has exactly the English keys, in the same order; each is a string in Devanagari
 * with the same {{placeholders}} as the English. A text with no letters at all (only placeholders,
 * digits and symbols, like "{{n}} / {{total}}") reads the same in both languages.
 */
export function expectNepaliMirrorsEnglish(english: object, nepali: object): void {
  const en = new Map(leaves(english));
  const ne = leaves(nepali);
  expect(ne.map(([path]) => path)).toEqual([...en.keys()]);
  for (const [path, value] of ne) {
    expect(typeof value, path).toBe('string');
    const letters = String(value).replace(/\{\{\w+\}\}|[\s\p{P}\p{S}\p{N}]/gu, '');
    expect(letters === '' || /[\u0900-\u097F]/.test(letters), `${path}: ${String(value)}`).toBe(true);
    expect(placeholders(value), path).toEqual(placeholders(en.get(path)));
  }
}
