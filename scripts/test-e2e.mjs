// Runs the Playwright journeys against the built app in Debian's Chromium. Never downloads a browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `e2e: no Chromium at ${chromium}.\n` +
      "Install Debian's: apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium\n" +
      '(or point CHROMIUM_PATH at a Chromium binary). No browser is ever downloaded by the tests.',
  );
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// Each run builds into its own folder, so two runs at once never serve each other's half-built files.
const webDist = process.env.E2E_WEB_DIST ?? mkdtempSync(path.join(tmpdir(), 'gb-e2e-web-'));

// A fresh data folder per run, seeded with demo listings so search journeys have something to find.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'gb-e2e-data-'));
const seedListings = process.env.E2E_SEED_LISTINGS ?? '300';

const env = {
  ...process.env,
  E2E_WEB_DIST: webDist,
  E2E_DATA_DIR: dataDir,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  CHROMIUM_PATH: chromium,
  E2E_PORT: String(process.env.E2E_PORT ?? (await freePort())),
};

const run = (cmd, args, extraEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

const build = ['run', 'build', '-w', '@app/web', '--', '--outDir', webDist, '--emptyOutDir'];
if (!process.env.E2E_SKIP_BUILD && run('npm', build) !== 0) process.exit(1);
const seed = ['tsx', 'apps/api/scripts/seed-demo.ts', '--listings', seedListings];
if (run('npx', seed, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }) !== 0) process.exit(1);
// Traces and screenshots of this run go to its own folder, so concurrent runs don't clear each other's.
const output = process.env.E2E_OUTPUT_DIR ?? mkdtempSync(path.join(tmpdir(), 'gb-e2e-results-'));
process.exit(
  run('npx', [
    'playwright',
    'test',
    '--config',
    'e2e/playwright.config.ts',
    '--output',
    output,
    ...process.argv.slice(2),
  ]),
);
