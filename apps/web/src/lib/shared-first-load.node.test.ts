import { describe, expect, it } from 'vitest';

/**
 * The modules a page's first load takes from packages/shared (the search's URL and request, the
 * messages, the plain values of the schemas) import neither zod nor a schema module, directly or
 * not: the build (vite.config.ts) keeps those out of the first load only while no such module
 * brings them in.
 */
const FIRST_LOAD = [
  'search-params.ts',
  'search-request.ts',
  'attribute-values.ts',
  'place-kinds.ts',
  'form-number.ts',
  'messages/catalogue.ts',
  'format-date.ts',
];

const PREFIX = '../../../../packages/shared/src/';
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../../packages/shared/src/**/*.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [file.slice(PREFIX.length), text]),
);

/** `specifier` imported by `from`, as a path under src/ ('schemas/search.ts'). */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `${parts.join('/')}.ts`;
}

/** Every module `file` imports (type-only imports aside), directly or not. */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = sources[file] ?? '';
  for (const [, specifier = ''] of text.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)';/gms)) {
    if (specifier.startsWith('.')) importsOf(resolve(file, specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('what a first load takes from @app/shared', () => {
  it('finds the package’s sources', () => expect(Object.keys(sources)).toContain('search-params.ts'));

  it.each(FIRST_LOAD)('%s brings in no zod and no schema', (file) => {
    const reached = [...importsOf(file)];
    expect(reached.filter((id) => id === 'zod' || /^schemas\/(?!messages\/)/.test(id))).toEqual([]);
  });
});
