import { PGlite } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isHiddenFor,
  isShownInSearch,
  isVisibleToAll,
  mayApply,
  mayChange,
  maySee,
  needsInspectorCheck,
  searchableSql,
  visibleUnsoldSql,
  type ApplyAnswer,
  type Caller,
  type ListingState,
  type RuleColumn,
} from './rules';

/** A listing that is verified, public, in search and open, with one thing changed. */
const listing = (changes: Partial<ListingState> = {}): ListingState => ({
  ownerId: 'owner',
  verified: true,
  hiddenAt: null,
  heldByReports: false,
  stale: false,
  sold: false,
  ...changes,
});

const STATES = {
  open: listing(),
  unverified: listing({ verified: false }),
  hidden: listing({ hiddenAt: new Date('2026-01-01T00:00:00Z') }),
  held: listing({ heldByReports: true }),
  stale: listing({ stale: true }),
  rented: listing({ sold: true }),
  'rented and hidden': listing({ sold: true, hiddenAt: new Date('2026-01-01T00:00:00Z') }),
};
type State = keyof typeof STATES;

/** Who asks; the inspector is the freelancer on a verification task for it (the tasks module says so). */
const CALLERS = {
  visitor: { user: null, isInspector: false },
  tenant: { user: { id: 'tenant', role: 'USER' }, isInspector: false },
  owner: { user: { id: 'owner', role: 'USER' }, isInspector: false },
  admin: { user: { id: 'admin', role: 'ADMIN' }, isInspector: false },
  inspector: { user: { id: 'verifier', role: 'Freelancer' }, isInspector: true },
} satisfies Record<string, Caller>;
type CallerKind = keyof typeof CALLERS;
const KINDS = Object.keys(CALLERS) as CallerKind[];

/** One letter a caller kind, in the order of KINDS: v t o a i. */
const who = (letters: string) => KINDS.filter((kind) => letters.includes(kind[0] ?? ''));

const open: ApplyAnswer = { may: true };
const notFound: ApplyAnswer = { may: false, refusal: 'notFound' };
const notOpen = (because: RuleColumn): ApplyAnswer => ({ may: false, refusal: 'notOpen', because });

/**
 * Each state: who may see it, whether search shows it, what applying answers (to those who may not
 * see it, to those who may), and to whom it is told as hidden after reports. Changing it is the
 * owner's and the admins' in every state.
 */
const TABLE: [State, { sees: string; inSearch: boolean; apply: ApplyAnswer; hiddenTo: string }][] = [
  ['open', { sees: 'vtoai', inSearch: true, apply: open, hiddenTo: '' }],
  ['unverified', { sees: 'oai', inSearch: false, apply: notOpen('verified'), hiddenTo: '' }],
  ['hidden', { sees: 'oai', inSearch: false, apply: notOpen('hiddenAt'), hiddenTo: 'oa' }],
  ['held', { sees: 'vtoai', inSearch: false, apply: notOpen('heldByReports'), hiddenTo: 'oa' }],
  ['stale', { sees: 'vtoai', inSearch: false, apply: notOpen('stale'), hiddenTo: '' }],
  ['rented', { sees: 'vtoai', inSearch: true, apply: notOpen('sold'), hiddenTo: '' }],
  ['rented and hidden', { sees: 'oai', inSearch: false, apply: notOpen('sold'), hiddenTo: 'oa' }],
];

describe('the listing rules, state by state and caller by caller', () => {
  describe.each(TABLE)('%s', (state, expected) => {
    const row = STATES[state];

    it.each(KINDS)('for %s', (kind) => {
      const caller = CALLERS[kind];
      const sees = who(expected.sees).includes(kind);
      expect(maySee(row, caller), 'may see').toBe(sees);
      expect(mayApply(row, caller), 'may apply').toEqual(sees ? expected.apply : notFound);
      expect(mayChange(row, caller.user), 'may change').toBe(kind === 'owner' || kind === 'admin');
      expect(isHiddenFor(row, caller.user), 'told it is hidden').toBe(who(expected.hiddenTo).includes(kind));
      // The tasks module is asked only where being the inspector could change the answer: a user
      // who would not see it otherwise (the inspector without their task is a tenant).
      const seesAnyway = who(expected.sees).includes(kind === 'inspector' ? 'tenant' : kind);
      expect(needsInspectorCheck(row, caller.user), 'asks the tasks module').toBe(
        caller.user !== null && !seesAnyway,
      );
    });

    it('search', () => {
      expect(isShownInSearch(row)).toBe(expected.inSearch);
      expect(isVisibleToAll(row)).toBe(expected.sees.includes('v'));
    });
  });

  it('a listing that does not exist is not found for anyone', () => {
    for (const kind of KINDS) expect(mayApply(null, CALLERS[kind])).toEqual(notFound);
  });

  it('an inspector on no task is a tenant like any other', () => {
    const freelancer = { user: CALLERS.inspector.user, isInspector: false };
    expect(maySee(STATES.unverified, freelancer)).toBe(false);
    expect(mayApply(STATES.unverified, freelancer)).toEqual(notFound);
    expect(mayApply(STATES.open, freelancer)).toEqual(open);
  });
});

describe('the SQL form says what the JavaScript form says', () => {
  const db = new PGlite();
  afterAll(() => db.close());
  const dialect = new PgDialect();

  /** The predicate evaluated by PostgreSQL on one row with this listing's columns (alias `l`). */
  async function holds(predicate: SQL, row: ListingState) {
    const values = sql`select ${row.verified}::boolean as verified, ${row.hiddenAt?.toISOString() ?? null}::timestamptz as hidden_at,
      ${row.heldByReports}::boolean as held_by_reports, ${row.stale}::boolean as stale, ${row.sold}::boolean as sold`;
    const query = dialect.sqlToQuery(sql`select ${predicate} as holds from (${values}) l`);
    return (await db.query<{ holds: boolean }>(query.sql, query.params)).rows[0]?.holds;
  }

  it.each(Object.keys(STATES) as State[])('%s', async (state) => {
    const row = STATES[state];
    expect(await holds(searchableSql, row), 'search').toBe(isShownInSearch(row));
    expect(await holds(visibleUnsoldSql('l'), row), 'visible and unsold').toBe(
      isVisibleToAll(row) && !row.sold,
    );
  });
});
