import type { UploadFigures } from './bench-uploads';

export type LoadFigures = { reqPerSec: number; p50Ms: number; p99Ms: number; errors: number };
/** Logins at a steady rate (`bench-login.ts`). */
export type LoginFigures = LoadFigures & {
  rate: number;
  seconds: number;
  p95Ms: number;
  errorStatuses: Record<number, number>;
};
/** Requests one after the other: one owner's page, not a load (`bench-owner.ts`). */
export type SequentialFigures = { runs: number; medianMs: number; p95Ms: number; bytes: number };
/** An owner with many listings: My listings' first page, and `/user/get-hostel` beside it. */
export type OwnerDashboardFigures = {
  listings: number;
  firstPage: SequentialFigures;
  getHostel: SequentialFigures;
};
type Lighthouse = { performance: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
type PageWeight = {
  htmlBytes: number;
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  imageBytes: number;
  otherBytes: number;
  total: number;
  allBytes: number;
  requests: number;
};
type FirstCard = { shellMs: number; firstCardMs: number };

export type DatabaseRun = {
  database: 'PGlite' | 'PostgreSQL';
  listings: number;
  seedSeconds: number;
  startupMs: number;
  shutdownMs?: number;
  rssAfterStartMb: number;
  rssPeakUnderLoadMb?: number;
  scenarios: Record<string, LoadFigures>;
  uploads?: UploadFigures[];
  logins?: LoginFigures;
  ownerDashboard?: OwnerDashboardFigures;
  pages?: {
    homeWeight: PageWeight;
    searchWeight: PageWeight;
    listingWeight: PageWeight;
    home: Lighthouse;
    search: Lighthouse;
    listing: Lighthouse;
    firstCard: FirstCard;
  };
};

export type Target = { target: string; figure: string; met: boolean };

export type BenchResult = {
  date: string;
  quick: boolean;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  settings: { connections: number; seconds: number; rate: number; only?: string[]; trySql?: string };
  runs: DatabaseRun[];
  targets?: Target[];
  minutes?: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const weightByType = (w: PageWeight) =>
  `HTML ${kb(w.htmlBytes)}, JS ${kb(w.jsBytes)}, CSS ${kb(w.cssBytes)}, fonts ${kb(w.fontBytes)}, images ${kb(w.imageBytes)}, API and other ${kb(w.otherBytes)}`;
const pct = (part: number, whole: number) => Math.round((100 * part) / whole);

/** Each target of the performance work against this run's figures (searches: the largest size). */
export function evaluateTargets(result: BenchResult): Target[] {
  const targets: Target[] = [];
  for (const database of ['PGlite', 'PostgreSQL'] as const) {
    const runs = result.runs.filter((r) => r.database === database);
    const run = runs.at(-1);
    if (!run) continue;
    const at = `${database}, ${run.listings.toLocaleString('en')} listings`;
    const s = run.scenarios;
    const health = s.health?.reqPerSec ?? NaN;
    const repeated = s['repeated search'];
    if (repeated) {
      targets.push({
        target: `repeated search ≥ health (${at})`,
        figure: `${repeated.reqPerSec} vs ${health} req/s (${pct(repeated.reqPerSec, health)} %)`,
        met: repeated.reqPerSec >= health,
      });
    }
    // The cold searches, plain and filtered: each flat out against health, and its tail at the rate.
    for (const cold of ['cold search', 'filtered cold search', 'filtered cold search, Kathmandu']) {
      const flat = s[cold];
      const tail =
        s[`${cold} at ${result.settings.rate} req/s`] ?? s[`${cold}, at ${result.settings.rate} req/s`];
      if (flat) {
        targets.push({
          target: `${cold} ≥ 25 % of health (${at})`,
          figure: `${flat.reqPerSec} req/s (${pct(flat.reqPerSec, health)} % of ${health})`,
          met: flat.reqPerSec >= 0.25 * health,
        });
      }
      if (tail) {
        targets.push({
          target: `${cold} p99 ≤ 50 ms at ${result.settings.rate} req/s offered (${at})`,
          figure: `${tail.p99Ms} ms (p50 ${tail.p50Ms} ms)`,
          met: tail.p99Ms <= 50,
        });
      }
    }
  }
  const pages = result.runs.find((r) => r.pages);
  if (pages?.pages) {
    const { homeWeight, searchWeight, home, search, listing, firstCard } = pages.pages;
    const lighthouse = (page: string, audit: Lighthouse): Target => ({
      target: `Lighthouse mobile ${page} ≥ 0.95, CLS ≤ 0.05`,
      figure: `${audit.performance} (FCP ${Math.round(audit.fcpMs)} ms, LCP ${Math.round(audit.lcpMs)} ms, TBT ${Math.round(audit.tbtMs)} ms, CLS ${audit.cls.toFixed(3)})`,
      met: audit.performance >= 0.95 && audit.cls <= 0.05,
    });
    const firstVisit = (page: string, weight: PageWeight, limitKb: number): Target => ({
      target: `${page} first visit, everything on the wire ≤ ${limitKb} KB`,
      figure: `${kb(weight.allBytes)} KB in ${weight.requests} requests (${weightByType(weight)})`,
      met: weight.allBytes <= limitKb * 1024,
    });
    targets.push(
      {
        target: 'home page HTML + JS on the wire ≤ 120 KB',
        figure: `${kb(homeWeight.total)} KB (HTML ${kb(homeWeight.htmlBytes)}, JS ${kb(homeWeight.jsBytes)})`,
        met: homeWeight.total <= 120 * 1024,
      },
      firstVisit('/', homeWeight, 150),
      firstVisit('/bhada/hostel?location=kathmandu', searchWeight, 200),
      {
        target: 'search page on slow 4G (150 ms, 1.6 Mbps), 4× CPU: app shell ≤ 1.2 s',
        figure: `${firstCard.shellMs} ms (first contentful paint, median)`,
        met: firstCard.shellMs <= 1200,
      },
      {
        target: 'search page on slow 4G (150 ms, 1.6 Mbps), 4× CPU: first result card ≤ 3.0 s',
        figure: `${firstCard.firstCardMs} ms (median)`,
        met: firstCard.firstCardMs <= 3000,
      },
      lighthouse('/', home),
      lighthouse('/bhada/hostel?location=kathmandu', search),
      lighthouse('listing link /bhada/hostel?listing={id}', listing),
    );
  }
  for (const { database, logins } of result.runs) {
    if (!logins) continue;
    targets.push({
      target: `login p95 ≤ 300 ms at ${logins.rate} logins/s (${database})`,
      figure: `${logins.p95Ms} ms (p50 ${logins.p50Ms} ms, p99 ${logins.p99Ms} ms, ${logins.seconds} s, ${logins.errors} errors)`,
      met: logins.p95Ms <= 300 && logins.errors === 0,
    });
  }
  for (const { database, ownerDashboard: owner } of result.runs) {
    if (!owner) continue;
    const { firstPage, getHostel } = owner;
    targets.push({
      target: `My listings' first page, median < 50 ms, owner of ${owner.listings} listings (${database})`,
      figure: `${firstPage.medianMs} ms (p95 ${firstPage.p95Ms} ms, ${firstPage.runs} runs, ${(firstPage.bytes / 1024).toFixed(1)} KB); /user/get-hostel ${getHostel.medianMs} ms (p95 ${getHostel.p95Ms} ms, ${(getHostel.bytes / 1024).toFixed(1)} KB)`,
      met: firstPage.medianMs < 50,
    });
  }
  const uploads = result.runs.find((r) => r.uploads)?.uploads;
  if (uploads) {
    const ms = median(uploads.map((u) => u.ms));
    const rss = Math.max(...uploads.map((u) => u.rssPeakMb));
    targets.push({
      target: 'five 5 MB photos in ≤ 3 s with server RSS ≤ 300 MB',
      figure: `${(ms / 1000).toFixed(2)} s (median of ${uploads.length}), peak RSS ${rss} MB`,
      met: ms <= 3000 && rss <= 300,
    });
  }
  return targets;
}

/** The run as markdown: targets first, then every figure. */
export function summaryMarkdown(result: BenchResult): string {
  const lines = [
    `# Bench ${result.date}${result.quick ? ' (quick)' : ''}`,
    '',
    `${result.machine.cpus} × ${result.machine.cpuModel}, ${result.machine.memoryGb} GB, Node ${result.machine.node}; ` +
      `${result.settings.connections} connections, ${result.settings.seconds} s per scenario.` +
      (result.settings.only ? ` Only: ${result.settings.only.join(', ')}.` : '') +
      (result.settings.trySql ? ` Tried: \`${result.settings.trySql}\`.` : ''),
    '',
    '| target | figure | met |',
    '|---|---|---|',
    ...(result.targets ?? []).map((t) => `| ${t.target} | ${t.figure} | ${t.met ? 'yes' : '**no**'} |`),
    '',
    '| database | listings | scenario | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---|---:|---:|---:|---:|',
  ];
  for (const run of result.runs) {
    for (const [name, f] of Object.entries(run.scenarios)) {
      lines.push(
        `| ${run.database} | ${run.listings} | ${name} | ${f.reqPerSec} | ${f.p50Ms} | ${f.p99Ms} | ${f.errors} |`,
      );
    }
  }
  lines.push(
    '',
    '| database | listings | seed s | start-up ms | RSS after start MB | peak RSS under load MB | shutdown ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...result.runs.map(
      (r) =>
        `| ${r.database} | ${r.listings} | ${r.seedSeconds} | ${r.startupMs} | ${r.rssAfterStartMb} | ${r.rssPeakUnderLoadMb ?? ''} | ${r.shutdownMs ?? ''} |`,
    ),
    '',
  );
  return lines.join('\n');
}
