// Page weight, Lighthouse and slow-4G first-card figures for a running Ghar Bhada server (the API
// serving the built web).
//
//   node bench/page-weight.mjs http://127.0.0.1:3100 [--path /] [--lighthouse /bhada/hostel] [--runs 3]
//                              [--first-card /bhada/hostel?location=kathmandu]
//
// Both functions use Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded.
// Results vary with the machine's load: compare runs made on the same machine at the same time.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Chromium refuses to sandbox itself as root (containers, CI).
const SANDBOX_FLAGS = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
// A mid-range phone's screen (Lighthouse's mobile preset).
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const KIND_TO_FIELD = { Document: 'htmlBytes', Script: 'jsBytes', Stylesheet: 'cssBytes', Font: 'fontBytes' };

/**
 * Bytes on the wire (compressed bodies plus headers, as Chromium counts them) for the first load
 * of `path` on a phone-sized screen with an empty cache, until the network goes quiet.
 * `total` is HTML + JS, the figure the page-weight target is about; CSS, fonts and images are
 * reported beside it.
 */
export async function measurePageWeight(baseUrl, pagePath = '/') {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: SANDBOX_FLAGS });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map();
    const sizes = { htmlBytes: 0, jsBytes: 0, cssBytes: 0, fontBytes: 0, imageBytes: 0, otherBytes: 0 };
    let headerBytes = 0;
    const files = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      types.set(requestId, {
        type,
        url: response.url,
        encoding: response.headers['content-encoding'],
        headerBytes: response.encodedDataLength ?? 0,
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const seen = types.get(requestId);
      if (!seen) return;
      const field = KIND_TO_FIELD[seen.type] ?? (seen.type === 'Image' ? 'imageBytes' : 'otherBytes');
      sizes[field] += encodedDataLength;
      if (field === 'htmlBytes' || field === 'jsBytes') headerBytes += seen.headerBytes;
      files.push({
        url: seen.url,
        type: seen.type,
        encoding: seen.encoding ?? null,
        bytes: encodedDataLength,
      });
    });
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    const total = sizes.htmlBytes + sizes.jsBytes;
    // Everything a first visit moves: fonts, styles, API answers and the photos in view included.
    const allBytes = Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
    return { ...sizes, total, allBytes, headerBytes, requests: files.length, files };
  } finally {
    await browser.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function lighthouseOnce(url) {
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
  const dir = await mkdtemp(path.join(tmpdir(), 'gb-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          cli,
          url,
          '--form-factor=mobile',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
          `--chrome-flags=--headless=new ${SANDBOX_FLAGS.join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}: ${stderr.slice(-2000)}`)),
      );
    });
    const report = JSON.parse(await readFile(output, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? null;
    return {
      performance: report.categories.performance.score,
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      lcpElement:
        report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      layoutShifts: (report.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
        score: item.score,
        element: item.node?.snippet,
      })),
      longTasks: (report.audits['long-tasks']?.details?.items ?? [])
        .slice(0, 5)
        .map((item) => ({ url: item.url, durationMs: Math.round(item.duration) })),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's mobile performance audit (simulated slow 4G and a 4× slower CPU) of `url`, run
 * `runs` times one after another; each figure is the median of the runs, and `runs` keeps them all.
 */
export async function runLighthouse(url, { runs = 1 } = {}) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    // On a busy machine Chrome now and then loses a trace (NO_NAVSTART, NO_FCP): one more try.
    results.push(await lighthouseOnce(url).catch(() => lighthouseOnce(url)));
  }
  return {
    performance: median(results.map((r) => r.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    runs: results,
  };
}

/** The slow-4G profile of issue 29: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export const CPU_SLOWDOWN = 4;
/** A result card (features/search/components/result-card.tsx), counted once its text is there. */
export const RESULT_CARD = 'article[data-listing-id]';

/**
 * When a phone on slow 4G with a 4× slower CPU, cold cache, first sees `pagePath`: the first
 * contentful paint (the app shell in the HTML) and the first result card with its text, in ms from
 * the start of navigation; `runs` fresh browser contexts, medians and every run.
 */
/* global document, window, requestAnimationFrame, MutationObserver -- run in the page */
export async function measureFirstCard(baseUrl, pagePath, { runs = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: SANDBOX_FLAGS });
  const results = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript((selector) => {
        const seen = () => {
          const card = document.querySelector(selector);
          if (!card || !card.textContent?.trim()) return false;
          // Painted in the next frame.
          requestAnimationFrame(() => (window.__firstCardMs = performance.now()));
          return true;
        };
        new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      }, RESULT_CARD);
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__firstCardMs !== undefined, null, { timeout: 60_000 });
      results.push(
        await page.evaluate(() => ({
          shellMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          firstCardMs: window.__firstCardMs,
        })),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    shellMs: Math.round(median(results.map((r) => r.shellMs))),
    firstCardMs: Math.round(median(results.map((r) => r.firstCardMs))),
    runs: results.map((r) => ({ shellMs: Math.round(r.shellMs), firstCardMs: Math.round(r.firstCardMs) })),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      path: { type: 'string', default: '/' },
      lighthouse: { type: 'string', multiple: true, default: [] },
      runs: { type: 'string', default: '1' },
      files: { type: 'boolean', default: false },
      'first-card': { type: 'string', multiple: true, default: [] },
      details: { type: 'boolean', default: false },
    },
  });
  const baseUrl = positionals[0] ?? 'http://127.0.0.1:3000';
  const weight = await measurePageWeight(baseUrl, values.path);
  console.log(
    `${values.path}: HTML ${kb(weight.htmlBytes)}, JS ${kb(weight.jsBytes)}, HTML+JS ${kb(weight.total)}; ` +
      `(of which response headers ${kb(weight.headerBytes)}); CSS ${kb(weight.cssBytes)}, fonts ${kb(weight.fontBytes)}, images ${kb(weight.imageBytes)}, ` +
      `other ${kb(weight.otherBytes)}; everything ${kb(weight.allBytes)} in ${weight.requests} requests`,
  );
  if (values.files) {
    for (const file of weight.files) {
      console.log(
        `  ${file.type.padEnd(10)} ${kb(file.bytes).padStart(9)} ${file.encoding ?? '-'} ${file.url}`,
      );
    }
  }
  for (const pagePath of values['first-card']) {
    const result = await measureFirstCard(baseUrl, pagePath, { runs: Number(values.runs) });
    console.log(
      `Slow 4G, 4× CPU ${pagePath}: app shell ${result.shellMs} ms, first result card ${result.firstCardMs} ms ` +
        `(runs ${result.runs.map((r) => `${r.shellMs}/${r.firstCardMs}`).join(', ')})`,
    );
  }
  for (const pagePath of values.lighthouse) {
    const result = await runLighthouse(new URL(pagePath, baseUrl).href, { runs: Number(values.runs) });
    const runs = result.runs.map((r) => r.performance).join(', ');
    console.log(
      `Lighthouse ${pagePath}: performance ${result.performance} (runs ${runs}), ` +
        `LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, ` +
        `FCP ${Math.round(result.fcpMs)} ms`,
    );
    if (values.details) {
      for (const run of result.runs) console.log(JSON.stringify({ ...run }, null, 1));
    }
  }
}
