import { existsSync, mkdtempSync } from 'node:fs';
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
/** The support contacts the server is configured with (shown in the footer and legal pages). */
export const e2eContact = { email: 'help@gharbhada.test', phone: '+977 1-4412345' };
/** Browsers run on Nepal time, as our users' phones do, so dates on screen do not depend on the machine's zone. */
export const e2eTimeZone = 'Asia/Kathmandu';
/** The API's origin (it also serves the SPA, same origin). */
export const apiURL = baseURL;

// The same build served again by e2e/spa-apart-server.mjs from E2E_SPA_URL (another port: another
// origin), with the API's address written into its index.html at serve time; the API lists that
// origin in CORS_ORIGINS. scripts/test-e2e.mjs sets E2E_WEB_DIST and E2E_SPA_URL.
const webDist = process.env.E2E_WEB_DIST;
const hasWebBuild = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
/** The SPA hosted apart from the API, when this run has a build to serve; its journey fails otherwise. */
export const spaURL = hasWebBuild ? process.env.E2E_SPA_URL : undefined;
const spaServer =
  spaURL && webDist
    ? [
        {
          command: ['node', 'e2e/spa-apart-server.mjs', webDist, new URL(spaURL).port, apiURL]
            .map((part) => JSON.stringify(part))
            .join(' '),
          cwd: '..',
          url: spaURL,
          reuseExistingServer: false,
          timeout: 30_000,
        },
      ]
    : [];

export default defineConfig({
  // `npm run screenshots` points this at ./screenshots (the README's pictures), apart from the journeys.
  testDir: process.env.E2E_TEST_DIR ?? './tests',
  // Journeys share one server and its data, so they run one at a time; the accessibility sweep
  // only reads (each screen for each kind of user), so its tests run beside them and each other.
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]]
    : 'list',
  use: {
    baseURL,
    timezoneId: e2eTimeZone,
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
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: /accessibility\.spec\.ts/,
      workers: 1,
    },
    {
      name: 'accessibility',
      use: { browserName: 'chromium' },
      testMatch: /accessibility\.spec\.ts/,
      fullyParallel: true,
      // Beside the journeys two browsers share the machine: a slow page must not fail a correct check.
      timeout: 60_000,
    },
  ],
  // The real production server (API + built SPA) on a fresh DATA_DIR, and the same SPA hosted
  // apart when the run has it; the SPA is built once, beforehand.
  webServer: [
    {
      // The production build when scripts/test-e2e.mjs made one (what ships), else the source.
      command: process.env.E2E_API_DIST
        ? `node ${JSON.stringify(path.join(process.env.E2E_API_DIST, 'main.js'))}`
        : 'npx tsx apps/api/src/main.ts',
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
        CONTACT_EMAIL: e2eContact.email,
        CONTACT_PHONE: e2eContact.phone,
        // Saved searches are checked every 3.6 seconds instead of daily, so an alert email arrives
        // within the journey that saved the search (saved-searches.spec.ts).
        SAVED_SEARCH_ALERT_HOURS: '0.001',
        // Journeys that make accounts through the API speak for other clients with X-Forwarded-For
        // (support/accounts.ts); the browser's own requests carry none and count as 127.0.0.1.
        TRUST_PROXY: '127.0.0.1',
        ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
        ...(spaURL ? { CORS_ORIGINS: spaURL } : {}),
      },
    },
    ...spaServer,
  ],
});
