import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// scripts/test-e2e.mjs picks a free port and checks Chromium; these defaults serve a direct run.
const port = Number(process.env.E2E_PORT ?? 4391);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'gb-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
/** The admin the server creates at start (ADMIN_EMAIL/ADMIN_PASSWORD), for journeys that need one. */
export const e2eAdmin = { email: 'admin@gharbhada.test', password: 'admin-e2e-pass' };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]]
    : 'list',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The real production server (API + built SPA) on a fresh DATA_DIR; the SPA is built beforehand.
  webServer: {
    command: 'npx tsx apps/api/src/main.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
