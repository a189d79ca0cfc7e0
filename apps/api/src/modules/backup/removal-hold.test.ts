import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createLocalImageStore } from '../../integrations/image-store';
import { createRemovalHold } from './removal-hold';

const root = await mkdtemp(path.join(tmpdir(), 'gb-hold-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const exists = (key: string) =>
  access(path.join(root, key)).then(
    () => true,
    () => false,
  );

it('removals asked for while a hold is on happen when the last hold ends', async () => {
  const removals = createRemovalHold(createLocalImageStore(root, 'http://localhost'));
  const { store } = removals;
  for (const key of ['ab/one.webp', 'ab/two.webp', 'ab/three.webp'])
    await store.put(key, Buffer.from(key), 'image/webp');

  const first = removals.hold();
  const second = removals.hold();
  await store.remove(['ab/one.webp']);
  await store.remove(['ab/two.webp']);
  expect(await exists('ab/one.webp')).toBe(true);
  await first();
  expect(await exists('ab/one.webp')).toBe(true);
  await second();
  expect(await exists('ab/one.webp')).toBe(false);
  expect(await exists('ab/two.webp')).toBe(false);

  await store.remove(['ab/three.webp']);
  expect(await exists('ab/three.webp')).toBe(false);
});
