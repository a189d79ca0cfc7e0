// `npm test`: every layer (shared, web, API on PGlite and, with TEST_DATABASE_URL, on PostgreSQL,
// then e2e in Chromium), ending with one pass/fail summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'gb-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'e2e.json');

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const layers = [];

/** Each failed test of a Vitest JSON report, one line with its file and the first line of why. */
function vitestFailures(report) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') lines.push(`${where}: ${firstLine(file.message)}`);
    for (const test of failed)
      lines.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  return lines;
}

function firstLine(text) {
  return (text ?? '').trim().split('\n')[0].slice(0, 300);
}

const unitStatus = run('unit, component and API tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
layers.push({
  name: process.env.TEST_DATABASE_URL
    ? 'vitest (API on PGlite and PostgreSQL)'
    : 'vitest (API on PGlite only)',
  ok: unitStatus === 0,
  passed: vitest?.numPassedTests ?? 0,
  failed: vitest ? vitest.numFailedTests + (vitest.numFailedTestSuites ?? 0) : 1,
  // Repeated in the summary: CI keeps only the end of the log, and the e2e output comes after.
  failures: vitestFailures(vitest),
});

const e2eStatus = run('end-to-end journeys (Playwright, Chromium)', 'node', ['scripts/test-e2e.mjs'], {
  CI: process.env.CI ?? '1',
  E2E_JSON_REPORT: e2eReport,
});
const e2e = readJson(e2eReport);
layers.push({
  name: 'e2e (Chromium)',
  ok: e2eStatus === 0,
  passed: e2e ? e2e.stats.expected + e2e.stats.flaky : 0,
  failed: e2e ? e2e.stats.unexpected : 1,
});

console.log('\n=== summary ===');
for (const layer of layers) {
  console.log(`${layer.ok ? 'PASS' : 'FAIL'}  ${layer.name}: ${layer.passed} passed, ${layer.failed} failed`);
  for (const failure of layer.failures ?? []) console.log(`  ✗ ${failure}`);
}
const passed = layers.reduce((n, l) => n + l.passed, 0);
const failed = layers.reduce((n, l) => n + (l.ok ? l.failed : Math.max(l.failed, 1)), 0);
console.log(`${passed} passed, ${failed} failed`);
// .ci/run adds the smoke of `npm start` to these counts for its own closing line.
if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, `${passed} ${failed}\n`);
process.exit(layers.every((l) => l.ok) ? 0 : 1);
