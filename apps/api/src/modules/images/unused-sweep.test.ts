import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';

// Files an upload wrote before the server stopped mid-way: no row names them.
const dataDir = await mkdtemp(path.join(tmpdir(), 'gb-sweep-'));
const shard = path.join(dataDir, 'uploads', 'ab');
await mkdir(shard, { recursive: true });
const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
const leftover = `ab${'0'.repeat(30)}`;
for (const width of [400, 1200]) {
  const file = path.join(shard, `${leftover}-${width}.webp`);
  await writeFile(file, 'webp');
  await utimes(file, anHourAgo, anHourAgo);
}
await writeFile(path.join(shard, 'notes.txt'), 'not a photo: never touched');

const app = await buildTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('at start, removes photo files no listing uses and leaves other files alone', async () => {
  await app.background.idle();
  expect(await readdir(shard)).toEqual(['notes.txt']);
});
