import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import type { S3Settings } from '../../config';
import { createLocalImageStore, type ImageStore } from '.';
import { createS3ImageStore } from './s3';

const API_URL = 'http://api.test';

type Opened = { store: ImageStore; close: () => Promise<void> };

// One S3 server for the file, started by the first test that needs it; a new bucket for each test.
let s3: Promise<TestS3Server> | undefined;
const s3Server = () => (s3 ??= startS3Server());
afterAll(async () => (await s3)?.close());

async function openS3(change: (settings: S3Settings) => S3Settings, options = {}): Promise<Opened> {
  const settings = change(await (await s3Server()).createBucket());
  const store = createS3ImageStore(settings, API_URL, options);
  return { store, close: async () => store.close() };
}

/** Each driver, opened fresh (an empty folder, a new bucket) for every test, and once broken. */
const drivers: {
  name: string;
  open: () => Promise<Opened>;
  openBroken: () => Promise<Opened>;
  urlPrefix: string;
}[] = [
  {
    name: 'local folder',
    open: async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'gb-store-'));
      return {
        store: createLocalImageStore(root, API_URL),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
    // The folder's place is taken by a file: nothing can be written under it.
    openBroken: async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'gb-store-'));
      await writeFile(path.join(root, 'uploads'), 'a file, not a folder');
      return {
        store: createLocalImageStore(path.join(root, 'uploads'), API_URL),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
    urlPrefix: `${API_URL}/uploads/`,
  },
  {
    name: 'S3 bucket, served through the API',
    // Small pages and batches, so that a handful of files takes several requests each way.
    open: () => openS3((s) => s, { pageSize: 2, deleteBatch: 2 }),
    openBroken: () => openS3((s) => ({ ...s, bucket: 'no-such-bucket' })),
    urlPrefix: `${API_URL}/uploads/`,
  },
  {
    name: 'S3 bucket with a public URL',
    open: () => openS3((s) => ({ ...s, publicUrl: 'https://photos.example.com' }), { pageSize: 2 }),
    openBroken: () => openS3((s) => ({ ...s, accessKeyId: 'nobody' })),
    urlPrefix: 'https://photos.example.com/',
  },
];

const keys = (n: number) => Array.from({ length: n }, (_, i) => `a${i}/${'f'.repeat(32)}-400.webp`);

const listed = async (store: ImageStore) => {
  const found = [];
  for await (const file of store.list()) found.push(file);
  return found.sort((a, b) => (a.key < b.key ? -1 : 1));
};

describe.each(drivers)('image store: $name', (driver) => {
  let opened: Opened;
  const open = async (broken = false) => {
    opened = await (broken ? driver.openBroken() : driver.open());
    return opened.store;
  };
  afterEach(() => opened.close());

  it('keeps what is put and gives it back; a key never stored is null', async () => {
    const store = await open();
    const before = Date.now();
    await store.put('ab/one-400.webp', Buffer.from('small variant'), 'image/webp');
    const body = await store.get('ab/one-400.webp');
    expect(body && (await text(body))).toBe('small variant');
    expect(await store.get('ab/none-400.webp')).toBeNull();
    const [file] = await listed(store);
    expect(file?.key).toBe('ab/one-400.webp');
    // Stores keep whole seconds (S3) or the file system's time: a second either side.
    expect(Math.abs(file!.modifiedAt.getTime() - before)).toBeLessThan(2_000);
  });

  it('lists every stored file, over several pages', async () => {
    const store = await open();
    for (const key of keys(5)) await store.put(key, Buffer.from(key), 'image/webp');
    expect((await listed(store)).map((f) => f.key)).toEqual(keys(5));
  });

  it('removes the keys asked for, in several batches; missing keys and an empty list are no error', async () => {
    const store = await open();
    for (const key of keys(6)) await store.put(key, Buffer.from(key), 'image/webp');
    await store.remove([...keys(5), 'zz/never-stored-1200.webp']);
    await store.remove([]);
    expect((await listed(store)).map((f) => f.key)).toEqual(keys(6).slice(5));
    expect(await store.get(keys(1)[0]!)).toBeNull();
  });

  it('checks with a real write that leaves nothing behind', async () => {
    const store = await open();
    await store.check();
    expect(await listed(store)).toEqual([]);
  });

  it('check fails when the store cannot be written', async () => {
    const store = await open(true);
    await expect(store.check()).rejects.toThrow();
  });

  it('refuses keys that are not photo variants, before anything is sent or written', async () => {
    const store = await open();
    for (const key of ['../escape.webp', 'ab/../../x.webp', '.probe-1', 'ab/photo.jpg'])
      await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe image key/);
    await expect(store.remove(['../escape.webp'])).rejects.toThrow(/unsafe image key/);
  });

  it('answers the URL a browser loads the key from', async () => {
    const store = await open();
    expect(store.urlFor('ab/one-1200.webp')).toBe(`${driver.urlPrefix}ab/one-1200.webp`);
  });
});
