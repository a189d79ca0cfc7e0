import {
  SavedSearchQueryOutSchema,
  SavedSearchQuerySchema,
  type SavedSearch,
  type SavedSearchQuery,
} from '@app/shared';
import type { SavedSearchRow } from './repository';

/**
 * The stored query as the search takes it. It was checked when saved; should the vocabulary change
 * later (a filter value dropped), the parts no longer understood are left out rather than failing.
 */
export function readQuery(stored: unknown): SavedSearchQuery {
  const parsed = SavedSearchQuerySchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const failing = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(
    Object.entries(typeof stored === 'object' && stored !== null ? stored : {}).filter(
      ([key]) => !failing.has(key),
    ),
  );
  return SavedSearchQuerySchema.safeParse(kept).data ?? SavedSearchQuerySchema.parse({});
}

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    query: SavedSearchQueryOutSchema.parse(readQuery(row.query)),
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
