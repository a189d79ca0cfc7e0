import { sql, type SQL } from 'drizzle-orm';
import type { ListingKind } from './repository';

/*
 * Values search writes into its SQL as constants rather than parameters, each checked first. PGlite
 * runs searches as prepared statements, and after a few runs PostgreSQL may keep one generic plan
 * for a statement: it plans that well only where it can see the values that shape the plan.
 */

/**
 * A row count written into the SQL rather than sent as a parameter: with LIMIT and OFFSET known, a
 * prepared search's generic plan costs what a fresh plan would, so PostgreSQL reuses it instead of
 * planning every page (with them as parameters it estimates the generic plan worse and re-plans).
 */
export const count = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
};

/**
 * The kind written into the SQL, like the row counts: the distance indexes are partial (one per
 * kind), and a prepared search's generic plan can use a partial index only when the kind is a
 * constant; with a parameter it scans every listing instead.
 */
export const kindLiteral = (kind: ListingKind) => {
  if (kind !== 'hostel' && kind !== 'property') throw new Error(`not a listing kind: ${String(kind)}`);
  return sql.raw(`'${kind}'`);
};

/**
 * Gazetteer place ids ('district:kathmandu') written into the SQL where listings are read for a
 * place (nearest first): how many listings a place has decides between walking the distance index
 * and reading the place's rows, and a prepared search's generic plan can weigh that only for a
 * constant. Ids are the gazetteer's own, never user text; any other shape is sent as a parameter.
 */
const PLACE_ID = /^[a-z0-9:_-]+$/;
export const placeList = (places: string[]) =>
  places.every((place) => PLACE_ID.test(place))
    ? sql`(${sql.join(
        places.map((place) => sql.raw(`'${place}'`)),
        sql`, `,
      )})`
    : sql`${places}`;

/**
 * Filter values are written into the SQL as constants, each checked against its vocabulary (or as
 * a whole number) first: PostgreSQL then estimates how many listings a filter keeps from its
 * statistics even in a prepared search's generic plan. With parameters it guesses, and a guess of
 * "very few" makes it scan every listing of a kind instead of walking an index.
 */
export function word(value: string, vocabulary: readonly string[]): SQL {
  if (!vocabulary.includes(value)) throw new Error(`not a filter value: ${value}`);
  return sql.raw(`'${value}'`);
}
export const words = (values: readonly string[], vocabulary: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => word(v, vocabulary)),
    sql`, `,
  )}]::text[]`;
export function whole(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return sql.raw(String(n));
}
