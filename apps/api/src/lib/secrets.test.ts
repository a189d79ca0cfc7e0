import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './secrets';

describe('loadOrCreateSecrets', () => {
  it('generates a secret once into DATA_DIR and reuses it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gb-secrets-'));
    const first = await loadOrCreateSecrets(dir, {});
    const second = await loadOrCreateSecrets(dir, {});
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(43);
    expect(second).toEqual(first);
    expect(JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8'))).toEqual(first);
    expect((await stat(path.join(dir, 'secrets.json'))).mode & 0o077).toBe(0);
  });

  it('prefers a secret given in the environment', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gb-secrets-'));
    const given = 'g'.repeat(40);
    expect(await loadOrCreateSecrets(dir, { jwtSecret: given })).toEqual({ jwtSecret: given });
  });
});
