// Page weight and Lighthouse figures for a running Ghar Bhada server (the API serving the built web).
//
//   node bench/page-weight.mjs http://127.0.0.1:3100 [--path /] [--lighthouse /bhada/hostel] [--runs 3]
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
    return { ...sizes, total, headerBytes, requests: files.length, files };
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      path: { type: 'string', default: '/' },
      lighthouse: { type: 'string', multiple: true, default: [] },
      runs: { type: 'string', default: '1' },
      files: { type: 'boolean', default: false },
      details: { type: 'boolean', default: false },
    },
  });
  const baseUrl = positionals[0] ?? 'http://127.0.0.1:3000';
  const weight = await measurePageWeight(baseUrl, values.path);
  console.log(
    `${values.path}: HTML ${kb(weight.htmlBytes)}, JS ${kb(weight.jsBytes)}, HTML+JS ${kb(weight.total)}; ` +
      `(of which response headers ${kb(weight.headerBytes)}); CSS ${kb(weight.cssBytes)}, fonts ${kb(weight.fontBytes)}, images ${kb(weight.imageBytes)}`,
  );
  if (values.files) {
    for (const file of weight.files) {
      console.log(
        `  ${file.type.padEnd(10)} ${kb(file.bytes).padStart(9)} ${file.encoding ?? '-'} ${file.url}`,
      );
    }
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
