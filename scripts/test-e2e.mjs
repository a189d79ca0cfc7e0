// Runs the Playwright journeys against the built app in Debian's Chromium. Never downloads a browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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

/** `count` distinct free ports: every listener stays open until all are picked. */
const freePorts = async (count) => {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
};

// Each run builds into its own folder, so two runs at once never serve each other's half-built files.
// The API serves this one build, and it is served again from a second port (another origin) with
// the API's address written into its index.html (e2e/spa-apart-server.mjs): the set-up of a front
// end hosted apart from the API, which gets CORS_ORIGINS for it.
const webDist = process.env.E2E_WEB_DIST ?? mkdtempSync(path.join(tmpdir(), 'gb-e2e-web-'));

// A fresh data folder per run, seeded with demo listings so search journeys have something to find.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'gb-e2e-data-'));
const seedListings = process.env.E2E_SEED_LISTINGS ?? '300';

// With E2E_SKIP_BUILD nothing is built: the builds E2E_WEB_DIST and E2E_API_DIST name are served
// as they are.
const skipBuild = Boolean(process.env.E2E_SKIP_BUILD);
// The API as it ships (`node main.js` on the production build), built into a folder of its own under
// apps/api, where its imports find the API's node_modules. Without a build it runs from source (tsx).
const newApiDist = () => {
  const builds = path.resolve('apps/api/node_modules/.tmp');
  mkdirSync(builds, { recursive: true });
  return mkdtempSync(path.join(builds, 'e2e-'));
};
const apiDist = process.env.E2E_API_DIST ?? (skipBuild ? undefined : newApiDist());

const [pickedApiPort, pickedSpaPort] = await freePorts(2);
const apiPort = String(process.env.E2E_PORT ?? pickedApiPort);
const spaPort = String(process.env.E2E_SPA_PORT ?? pickedSpaPort);
if (spaPort === apiPort) {
  console.error(`e2e: the API and the second SPA cannot share port ${apiPort}.`);
  process.exit(1);
}

const env = {
  ...process.env,
  E2E_WEB_DIST: webDist,
  E2E_SPA_URL: `http://localhost:${spaPort}`,
  E2E_DATA_DIR: dataDir,
  ...(apiDist ? { E2E_API_DIST: apiDist } : {}),
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  CHROMIUM_PATH: chromium,
  E2E_PORT: apiPort,
};

const run = (cmd, args, extraEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

const build = (outDir) => ['run', 'build', '-w', '@app/web', '--', '--outDir', outDir, '--emptyOutDir'];
if (!skipBuild) {
  if (run('npm', build(webDist), { VITE_API_URL: '' }) !== 0) process.exit(1);
  if (run('node', ['apps/api/scripts/build.mjs', '--outdir', apiDist]) !== 0) process.exit(1);
}
// Listings waiting for verification fill more than one page of each admin queue.
const seed = [
  'tsx',
  'apps/api/scripts/seed-demo.ts',
  '--listings',
  seedListings,
  '--unverified',
  '60',
  '--awaiting-confirmation',
  '1',
];
if (run('npx', seed, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }) !== 0) process.exit(1);
// Traces and screenshots of this run go to its own folder, so concurrent runs don't clear each other's.
const output = process.env.E2E_OUTPUT_DIR ?? mkdtempSync(path.join(tmpdir(), 'gb-e2e-results-'));
const status = run('npx', [
  'playwright',
  'test',
  '--config',
  'e2e/playwright.config.ts',
  '--output',
  output,
  ...process.argv.slice(2),
]);
if (apiDist && !process.env.E2E_API_DIST) rmSync(apiDist, { recursive: true, force: true });
process.exit(status);
