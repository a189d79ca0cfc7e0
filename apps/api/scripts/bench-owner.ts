import type { OwnerDashboardFigures } from './bench-report';

/** The owner the bench seeds (`bench-owner-seed.ts`) with BENCH_OWNER_LISTINGS listings. */
export const BENCH_OWNER = { email: 'bench-owner@example.com', password: 'bench-owner-password' };
export const BENCH_OWNER_LISTINGS = 200;

const WARM_UP = 20;

/** Times `runs` requests of `path` one after the other (the latency of one owner's page, not a load). */
async function timeSequential(baseUrl: string, path: string, token: string, runs: number) {
  const headers = { authorization: `Bearer ${token}` };
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARM_UP + runs; i += 1) {
    const started = performance.now();
    const res = await fetch(baseUrl + path, { headers });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(runs - 1, Math.floor(p * runs))]! * 10) / 10;
  return { runs, medianMs: at(0.5), p95Ms: at(0.95), bytes };
}

/**
 * The owner's dashboard for an owner with 200 listings (issue 28): My listings' first page
 * (`GET /api/user/listings`), and for comparison the published `/user/get-hostel`, which answers
 * all of the owner's hostels with their applicants.
 */
export async function measureOwnerDashboard(baseUrl: string, runs: number): Promise<OwnerDashboardFigures> {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_OWNER),
  });
  if (!login.ok) throw new Error(`bench owner login: ${login.status}`);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return {
    listings: BENCH_OWNER_LISTINGS,
    firstPage: await timeSequential(baseUrl, '/api/user/listings', token, runs),
    getHostel: await timeSequential(
      baseUrl,
      '/api/user/get-hostel',
      token,
      Math.max(20, Math.round(runs / 4)),
    ),
  };
}
