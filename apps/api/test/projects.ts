/**
 * Which API test files run on which database project (see the root vitest.config.ts). Every API
 * test file runs on PGlite; those that reach SQL through the app's database run a second time on
 * PostgreSQL. The files below do not, so they run once.
 */

/** Files that open no database, open PGlite themselves, or are refused before any query. */
export const pgliteOnlyTests = [
  // No database at all.
  'src/config.test.ts',
  'src/lib/secrets.test.ts',
  'src/integrations/gazetteer/gazetteer.test.ts',
  'src/integrations/image-store/image-store.test.ts',
  'src/modules/geocode/gazetteer-search.test.ts',
  'src/modules/geocode/place-resolver.test.ts',
  'src/modules/images/service.test.ts',
  'src/modules/mail/nepali-words.test.ts',
  'src/modules/backup/removal-hold.test.ts',
  'src/modules/listings/owner-listing-state.test.ts',
  'src/plugins/page-head.test.ts',
  'src/plugins/spa.test.ts',
  // The server started as `npm start` starts it: on PGlite in its DATA_DIR.
  'src/main.test.ts',
  'src/main-shutdown.test.ts',
  // PGlite itself: its thread, its DATA_DIR lock, prepared reads on it.
  'src/db/pglite-thread.test.ts',
  'src/db/data-dir-lock.test.ts',
  'src/db/prepared-reads.test.ts',
  // The listing rules: JavaScript, and their SQL form on a PGlite of its own.
  'src/modules/listings/rules.test.ts',
  // Hostile requests, all refused before any query (what they store is counted on PGlite).
  'test/hostile-input.test.ts',
  'test/hostile-uploads.test.ts',
];

/**
 * Files that make their own databases on the PostgreSQL server whichever project runs them: they
 * run in the PostgreSQL project when there is one (and on PGlite, where they say they are skipped,
 * when there is not).
 */
export const postgresServerTests = [
  'src/modules/backup/migrate-to-postgres.test.ts',
  'test/two-instances.test.ts',
  // A second connection holds a transaction open while a request runs (PGlite has one connection).
  'src/modules/applications/apply-while-hidden.test.ts',
];
