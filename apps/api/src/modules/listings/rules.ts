import { LISTING_CODES, type MessageCode, type Role } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { listings } from '../../db/tables/listings';
import { forbidden, notFound } from '../../lib/app-error';

/*
 * The listing rules, each written once: who may see a listing, whether search shows it, whether
 * anyone may apply to it, who may change it. Search, detail reads, applications, reports, the
 * shortlist and the trust fields ask here; nothing else states these conditions.
 */

type ListingColumn = keyof typeof listings.$inferSelect;
type Condition = { sql: (table: string) => string; holds: (value: unknown) => boolean };

/**
 * The conditions the rules are made of, each once: a listing column and the value it must have,
 * as SQL (on the listings table or alias `table`) and as a test of the value read in JavaScript.
 */
const CONDITIONS = {
  /** Verified by the team or on a visit (an expired verification stays verified). */
  verified: { sql: (t) => `${t}.verified`, holds: (value) => value === true },
  /** Not hidden by the admin after reports. */
  hiddenAt: { sql: (t) => `${t}.hidden_at is null`, holds: (value) => value === null },
  /** Not held by reports waiting for the admin's decision. */
  heldByReports: { sql: (t) => `not ${t}.held_by_reports`, holds: (value) => value === false },
  /** Confirmed available recently enough (`trust-rules.ts` marks it stale). */
  stale: { sql: (t) => `not ${t}.stale`, holds: (value) => value === false },
  /** Not rented. */
  sold: { sql: (t) => `not ${t}.sold`, holds: (value) => value === false },
} satisfies Partial<Record<ListingColumn, Condition>>;

export type RuleColumn = keyof typeof CONDITIONS;

/** What the rules read of a listing. */
export type ListingState = Pick<typeof listings.$inferSelect, 'ownerId' | RuleColumn>;

/** Everyone may open it (held and stale ones too, by a direct link). */
const VISIBLE_TO_ALL = ['verified', 'hiddenAt'] as const satisfies readonly RuleColumn[];
/** Search shows it. */
const IN_SEARCH = [...VISIBLE_TO_ALL, 'heldByReports', 'stale'] as const;
/** It takes applications; sold first, so a rented listing is refused as rented. */
const OPEN = ['sold', ...IN_SEARCH] as const;
/** Everyone may open it and it is not rented: the sitemap, the availability reminders. */
const VISIBLE_UNSOLD = [...VISIBLE_TO_ALL, 'sold'] as const;
/** Each of these, unmet, means reports took it out of search. */
const AFTER_REPORTS = ['hiddenAt', 'heldByReports'] as const;

/** The first of these conditions the listing does not meet, or null when it meets them all. */
const unmet = <C extends RuleColumn>(listing: Pick<ListingState, C>, columns: readonly C[]): C | null =>
  columns.find((column) => !CONDITIONS[column].holds(listing[column])) ?? null;

/** All of these conditions as one SQL predicate on the listings table or alias `table`. */
const sqlOf = (columns: readonly RuleColumn[], table: string): SQL =>
  sql.raw(`(${columns.map((column) => CONDITIONS[column].sql(table)).join(' and ')})`);

/** Who is asking: a user (null for a visitor), and whether they are the verifier on a task for it. */
export type Viewer = { id: string; role: Role } | null;
export type Caller = { user: Viewer; isInspector: boolean };

export const isOwnerOf = (listing: Pick<ListingState, 'ownerId'>, user: Viewer) =>
  user !== null && user.id === listing.ownerId;

/** May change it (edit, photos, sold, delete, confirm, manage its applicants): its owner or an admin. */
export const mayChange = (listing: Pick<ListingState, 'ownerId'>, user: Viewer) =>
  user !== null && (user.role === 'ADMIN' || isOwnerOf(listing, user));

/** Everyone may open it: verified and not hidden by the admin. */
export const isVisibleToAll = (listing: ListingState) => unmet(listing, VISIBLE_TO_ALL) === null;

/**
 * May this caller see it: everyone when it is visible to all; otherwise (unverified, or hidden by
 * the admin) its owner, admins and the verifier on a task for it. To anyone else it does not exist.
 */
export const maySee = (listing: ListingState, caller: Caller) =>
  isVisibleToAll(listing) || mayChange(listing, caller.user) || caller.isInspector;

/** Whether being the verifier on a task could let this user see it: worth asking the tasks module. */
export const needsInspectorCheck = (listing: ListingState, user: Viewer) =>
  user !== null && !maySee(listing, { user, isInspector: false });

/** Search shows it: visible to all, not held by reports, not stale. Sold ones are shown, last. */
export const isShownInSearch = (listing: ListingState) => unmet(listing, IN_SEARCH) === null;

/** Why it takes no applications now (the first unmet condition, `sold` first), or null when it does. */
export const notOpenBecause = (listing: ListingState) => unmet(listing, OPEN);

/** Anyone may apply to it now: shown in search and not rented. */
export const isOpenForApplications = (listing: ListingState) => notOpenBecause(listing) === null;

export type ApplyAnswer =
  | { may: true }
  | { may: false; refusal: 'notFound' }
  | { may: false; refusal: 'notOpen'; because: RuleColumn };

/** May this caller apply to it: not found where they may not see it, not open where it takes none. */
export function mayApply(listing: ListingState | null, caller: Caller): ApplyAnswer {
  if (listing === null || !maySee(listing, caller)) return { may: false, refusal: 'notFound' };
  const because = notOpenBecause(listing);
  return because === null ? { may: true } : { may: false, refusal: 'notOpen', because };
}

/** Reports took it out of search: the admin hid it, or reports wait for the admin's decision. */
export const isOutAfterReports = (listing: Pick<ListingState, (typeof AFTER_REPORTS)[number]>) =>
  unmet(listing, AFTER_REPORTS) !== null;

/** Reports took it out of search (the admin hid it, or reports wait): told to who may change it only. */
export const isHiddenFor = (listing: ListingState, user: Viewer) =>
  mayChange(listing, user) && isOutAfterReports(listing);

/** What search shows, as SQL on listings `l`. */
export const searchableSql = sqlOf(IN_SEARCH, 'l');

/** The listing columns whether search shows a listing depends on (a write to one moves its search rows). */
export const SEARCH_RULE_COLUMNS: readonly ListingColumn[] = IN_SEARCH;

/** Visible to all and not rented, as SQL on the listings table or alias `table`. */
export const visibleUnsoldSql = (table: string) => sqlOf(VISIBLE_UNSOLD, table);

/** The listing if this caller may see it; 404 (`code`, the listing's not-found by default) if not. */
export function requireVisible<T extends ListingState>(
  listing: T | null,
  caller: Caller,
  code: MessageCode = LISTING_CODES.notFound,
): T {
  if (!listing || !maySee(listing, caller)) throw notFound(code);
  return listing;
}

/** Changes to a listing: its owner or an admin; everyone else 403 (`code`). */
export function requireOwnerOrAdmin(
  listing: Pick<ListingState, 'ownerId'>,
  user: Viewer,
  code: MessageCode = LISTING_CODES.notOwner,
) {
  if (!mayChange(listing, user)) throw forbidden(code);
}
