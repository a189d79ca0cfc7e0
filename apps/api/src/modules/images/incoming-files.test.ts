import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { corruptJpeg, formData } from '../../../test/images';
import { photos, validHostel } from '../../../test/listings';

// A photo file left by a server stopped mid-request.
const dataDir = await mkdtemp(path.join(tmpdir(), 'gb-incoming-'));
const incoming = path.join(dataDir, 'incoming');
await mkdir(incoming, { recursive: true });
await writeFile(path.join(incoming, 'left-by-a-stop'), 'half a photo');

const app = await buildTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

let token: string;
beforeAll(async () => {
  token = (await login(app, (await createUser(app)).email)).accessToken;
});

const post = async (files: Awaited<ReturnType<typeof photos>>) =>
  app.inject({
    method: 'POST',
    url: '/api/hostels/add-hostel',
    headers: bearer(token),
    payload: formData(validHostel, files),
  });

it('empties the folder of incoming photos at start', async () => {
  expect(await readdir(incoming)).toEqual([]);
});

it('removes the files of an upload once it has been answered, stored or refused', async () => {
  const stored = await post(await photos(3));
  expect(stored.statusCode).toBe(201);
  await vi.waitFor(async () => expect(await readdir(incoming)).toEqual([]));

  const refused = await post([
    ...(await photos(1)),
    { name: 'broken.jpg', data: await corruptJpeg(), type: 'image/jpeg' },
  ]);
  expect(refused.statusCode).toBe(415);
  await vi.waitFor(async () => expect(await readdir(incoming)).toEqual([]));
});
