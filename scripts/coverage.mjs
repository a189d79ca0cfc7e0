// `npm run coverage`: the Vitest suite under V8 coverage, then line and branch coverage of
// apps/api and apps/web, each app's own figure. Runs the API on PostgreSQL too when
// TEST_DATABASE_URL is set, as `npm test` does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = mkdtempSync(path.join(tmpdir(), 'gb-coverage-'));
const { status } = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--coverage.enabled',
    '--coverage.provider=v8',
    '--coverage.reporter=json-summary',
    `--coverage.reportsDirectory=${out}`,
    '--coverage.include=apps/api/src/**/*.{ts,tsx}',
    '--coverage.include=apps/web/src/**/*.{ts,tsx}',
    // A failed test still fails the run (its exit code), but the figures are printed.
    '--coverage.reportOnFailure',
    '--coverage.exclude=**/*.test.{ts,tsx}',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

const summary = JSON.parse(readFileSync(path.join(out, 'coverage-summary.json'), 'utf8'));
for (const app of ['apps/api', 'apps/web']) {
  const totals = { lines: [0, 0], branches: [0, 0] };
  for (const [file, figures] of Object.entries(summary)) {
    if (file === 'total' || !path.relative(process.cwd(), file).startsWith(`${app}/`)) continue;
    for (const kind of ['lines', 'branches']) {
      totals[kind][0] += figures[kind].covered;
      totals[kind][1] += figures[kind].total;
    }
  }
  const pct = ([covered, total]) => ((100 * covered) / total).toFixed(2);
  console.log(
    `${app}: lines ${pct(totals.lines)} % (${totals.lines.join('/')}), branches ${pct(totals.branches)} % (${totals.branches.join('/')})`,
  );
}
process.exit(status ?? 1);
