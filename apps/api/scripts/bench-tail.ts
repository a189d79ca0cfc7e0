// npx tsx apps/api/scripts/bench-tail.ts --data-dir DIR [--rate 100] [--requests 1500]
//
// Where the tail of cold searches comes from. On a DATA_DIR already seeded (npm run seed:demo --
// --listings 100000), starts the built server twice on it (each start begins with an empty search
// cache) and sends the same cold searches, the bench's "browsing" sequence:
//  1. one at a time, timing each alone;
//  2. at a steady offered rate (new request every 1000/rate ms, whatever the answers do),
//     timing each under load.
// Then prints the percentiles of both and the slowest requests of the second with their time alone:
// a request slow in both is a slow query; one slow only under load waited for something else.
import { parseArgs } from 'node:util';
import { PLACES } from '../src/integrations/gazetteer';
import { startBuiltServer } from './bench-server';
import { steadyLoad } from './bench-steady';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    rate: { type: 'string', default: '100' },
    requests: { type: 'string', default: '1500' },
  },
});
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('--data-dir DIR (a seeded DATA_DIR) is required');
const rate = Number(values.rate);
const count = Number(values.requests);

/** The bench's cold searches: every place, each sort, the first 20 pages. */
const browsing = (i: number) => {
  const place = PLACES[i % PLACES.length]!;
  const sort = (['newest', 'price_asc', 'price_desc'] as const)[Math.floor(i / PLACES.length) % 3];
  const page = 1 + (Math.floor(i / (PLACES.length * 3)) % 20);
  return `/api/hostels/by-address?location=${encodeURIComponent(place.name)}&sort=${sort}&page=${page}`;
};
const paths = Array.from({ length: count }, (_, i) => browsing(i + 1));

async function timed(baseUrl: string, path: string) {
  const started = performance.now();
  const res = await fetch(baseUrl + path);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return [50, 90, 99, 100].map((p) => `p${p} ${percentile(sorted, p).toFixed(1)}`).join('  ');
};

const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

let server = await startBuiltServer(env);
await timed(server.baseUrl, '/api/health');
const alone: number[] = [];
for (const path of paths) alone.push(await timed(server.baseUrl, path));
await server.stop();

server = await startBuiltServer(env);
await timed(server.baseUrl, '/api/health');
let sent = 0;
const { latencies: underLoad } = await steadyLoad(server.baseUrl, () => paths[sent++]!, {
  rate,
  seconds: count / rate,
});
/** When each request was due, in seconds from the start. */
const dueAt = (i: number) => i / rate;
await server.stop();

console.log(`${count} cold searches, ${dataDir}`);
console.log(`alone:             ${summary(alone)} ms`);
console.log(`at ${rate} req/s:      ${summary(underLoad)} ms`);
console.log('at the rate, second by second (p50, p99, max):');
for (let second = 0; second * rate < count; second += 1) {
  const slice = underLoad.slice(second * rate, (second + 1) * rate);
  console.log(`  ${String(second).padStart(3)} s  ${summary(slice)}`);
}
const slowest = underLoad
  .map((ms, i) => ({ i, ms }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, Math.ceil(count / 100) + 5);
console.log('\nslowest at the rate (due at s, ms under load, ms alone, path):');
for (const { i, ms } of slowest)
  console.log(
    `${dueAt(i).toFixed(2).padStart(6)}  ${ms.toFixed(1).padStart(7)}  ${alone[i]!.toFixed(1).padStart(7)}  ${paths[i]}`,
  );
const slowAlone = alone
  .map((ms, i) => ({ i, ms }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 10);
console.log('\nslowest alone (ms, path):');
for (const { i, ms } of slowAlone) console.log(`${ms.toFixed(1).padStart(7)}  ${paths[i]}`);
