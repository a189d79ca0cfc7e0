// npx tsx apps/api/scripts/bench-uploads.ts [--runs 3] [--photos 5] [--megabytes 5]
// Starts the API as a child process on a fresh DATA_DIR, posts a hostel with five camera-sized
// JPEGs (one request, as the add-hostel form sends them) and reports how long the answer took
// and the server's peak resident memory meanwhile. `measureUploads` is usable by other runners
// that start the server themselves.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { readPeakRssMb, readRssMb, resetPeakRss, startBuiltServer } from './bench-server';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type UploadFigures = {
  /** From sending the request to its 201 answer: receiving, decoding, re-encoding, storing. */
  ms: number;
  /** The server's peak resident memory during the request. */
  rssPeakMb: number;
  /** Its resident memory just before. */
  rssBeforeMb: number;
  /** CPU time the server spent meanwhile (all its threads): steadier than `ms` on a busy machine. */
  cpuMs: number;
  /** Sizes of the photos sent. */
  photoMb: number[];
};

const MB = 1024 * 1024;

/**
 * Photos the size a phone takes (4000 × 3000) that compress like one: coloured noise over a
 * gradient, at the JPEG quality that lands each file just under `bytes`.
 */
export async function makePhotos(count: number, bytes: number): Promise<Buffer[]> {
  const width = 4000;
  const height = 3000;
  const photos: Buffer[] = [];
  let quality = 90;
  for (let i = 0; i < count; i += 1) {
    const pixels = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: { r: 90 + i * 20, g: 140, b: 110 },
        noise: { type: 'gaussian', mean: 120 + i * 5, sigma: 28 },
      },
    })
      .raw()
      .toBuffer();
    const encode = (q: number) =>
      sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: q })
        .toBuffer();
    let photo = await encode(quality);
    // Lower the quality until the file fits; raise it while it stays well under (first photo only).
    while (photo.length > bytes && quality > 40) photo = await encode((quality -= 3));
    while (i === 0 && photo.length < bytes * 0.85 && quality < 97) {
      const better = await encode(quality + 2);
      if (better.length > bytes) break;
      quality += 2;
      photo = better;
    }
    photos.push(photo);
  }
  return photos;
}

const HOSTEL = {
  name: 'Benchmark Boys Hostel',
  location: 'Lakeside, Pokhara, Kaski, Gandaki, Nepal',
  room: '12',
  contact_no: '9841234567',
  price: '9000',
  description: 'Five camera photos sent at once.',
  lat: '28.211',
  lon: '83.958',
};

/** User and system CPU time of a process so far, in milliseconds (Linux counts in 1/100 s ticks). */
async function readCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which is in parentheses and may hold spaces): utime is the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function logIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * One add-hostel request carrying `photos` JPEGs of about `bytes` each, timed from outside, with the
 * server's peak resident memory during it: the kernel's own peak (VmHWM), reset just before.
 */
export async function measureUploads(options: {
  baseUrl: string;
  /** The server's process id (Linux: read from /proc). */
  pid: number;
  /** An access token, or an account to log in with (any verified account may list a hostel). */
  token?: string;
  login?: { email: string; password: string };
  photos?: number;
  bytes?: number;
  /** Photos made earlier by makePhotos, to spare making them again for every run. */
  files?: Buffer[];
}): Promise<UploadFigures> {
  const count = options.photos ?? 5;
  const files = options.files ?? (await makePhotos(count, options.bytes ?? 5 * MB));
  const token =
    options.token ??
    (options.login ? await logIn(options.baseUrl, options.login.email, options.login.password) : undefined);
  if (!token) throw new Error('measureUploads needs a token or a login');

  const form = new FormData();
  for (const [key, value] of Object.entries(HOSTEL)) form.append(key, value);
  files.forEach((file, i) =>
    form.append('image', new Blob([file], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`),
  );

  const rssBeforeMb = await readRssMb(options.pid);
  await resetPeakRss(options.pid);
  const cpuBefore = await readCpuMs(options.pid);

  const started = performance.now();
  const res = await fetch(`${options.baseUrl}/api/hostels/add-hostel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`add-hostel answered ${res.status}: ${body}`);
  const rssPeakMb = await readPeakRssMb(options.pid);
  const cpuMs = (await readCpuMs(options.pid)) - cpuBefore;
  return {
    ms: Math.round(ms),
    rssPeakMb,
    rssBeforeMb,
    cpuMs,
    photoMb: files.map((f) => Math.round((f.length / MB) * 100) / 100),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      photos: { type: 'string', default: '5' },
      megabytes: { type: 'string', default: '5' },
      // The server to start: apps/api/dist/main.js when built, else apps/api/src/main.ts (through tsx).
      entry: { type: 'string' },
    },
  });
  const count = Number(values.photos);
  const files = await makePhotos(count, Number(values.megabytes) * MB);
  console.log(
    `photos: ${files.map((f) => `${(f.length / MB).toFixed(2)} MB`).join(', ')} (4000 × 3000 JPEG)`,
  );
  const built = path.join(repoRoot, 'apps/api/dist/main.js');
  const entry = values.entry ?? (existsSync(built) ? built : path.join(repoRoot, 'apps/api/src/main.ts'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gb-bench-uploads-'));
  const server = await startBuiltServer(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    { entry: path.resolve(entry) },
  );
  console.log(`server: ${server.entry}${process.env.DATABASE_URL ? ' (DATABASE_URL)' : ' (PGlite)'}`);
  try {
    const token = await logIn(server.baseUrl, server.admin.email, server.admin.password);
    const runs: UploadFigures[] = [];
    for (let i = 0; i < Number(values.runs); i += 1) {
      const figures = await measureUploads({ baseUrl: server.baseUrl, pid: server.pid, token, files });
      runs.push(figures);
      console.log(
        `run ${i + 1}: ${figures.ms} ms (server CPU ${figures.cpuMs} ms), peak RSS ${figures.rssPeakMb} MB (before ${figures.rssBeforeMb} MB)`,
      );
    }
    console.log(
      `median: ${median(runs.map((r) => r.ms))} ms (server CPU ${median(runs.map((r) => r.cpuMs))} ms), peak RSS ${median(runs.map((r) => r.rssPeakMb))} MB (before ${median(runs.map((r) => r.rssBeforeMb))} MB)`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
