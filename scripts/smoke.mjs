// The newcomer's `npm start`, on whatever Node runs this script (CI: the machine's own Node 20):
// starts the server on a fresh DATA_DIR and a free port, then asks for its health, one search and
// one page, and stops it with SIGTERM. Prints a line per check and `N passed, N failed`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const START_TIMEOUT_MS = 120_000;
/** How often /api/health is asked again while the server starts. */
const HEALTH_POLL_MS = 250;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gb-smoke-'));
console.log(`smoke: npm start on Node ${process.version}, port ${port}`);
const server = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
  detached: true,
});
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));

async function untilHealthy(startedAt) {
  for (;;) {
    if (Date.now() - startedAt > START_TIMEOUT_MS) throw new Error('no answer from /api/health');
    const answer = await fetch(`${base}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    const gone = await Promise.race([exited, delay(HEALTH_POLL_MS)]);
    if (gone) throw new Error(`the server exited (${JSON.stringify(gone)})`);
  }
}

const checks = [
  ['health', async () => untilHealthy(Date.now())],
  [
    'a search',
    async () => {
      const answer = await fetch(`${base}/api/hostels/by-address?location=Kathmandu`);
      const body = await answer.json();
      if (!answer.ok || !Array.isArray(body.data))
        throw new Error(`${answer.status} ${JSON.stringify(body)}`);
    },
  ],
  [
    'the home page',
    async () => {
      const answer = await fetch(`${base}/`);
      const html = await answer.text();
      if (!answer.ok || !html.includes('<div id="root"'))
        throw new Error(`${answer.status}: ${html.slice(0, 200)}`);
    },
  ],
];

let passed = 0;
let failed = 0;
for (const [name, check] of checks) {
  const startedAt = Date.now();
  try {
    await check();
    passed += 1;
    console.log(`smoke ✓ ${name} (${Date.now() - startedAt} ms)`);
  } catch (error) {
    failed += 1;
    console.log(`smoke ✗ ${name}: ${error.message}`);
    if (name === 'health') break;
  }
}
// npm passes the signal on to `npm start`'s script, which passes it on to the server.
process.kill(server.pid, 'SIGTERM');
const { code, signal } = await exited;
if (code !== 0 && signal !== 'SIGTERM') {
  failed += 1;
  console.log(`smoke ✗ stops on SIGTERM: exit ${code ?? signal}`);
} else {
  passed += 1;
  console.log('smoke ✓ stops on SIGTERM');
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`smoke: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
