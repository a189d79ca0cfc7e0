import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const SecretsFileSchema = z.object({ jwtSecret: z.string().min(43) });
export type Secrets = z.infer<typeof SecretsFileSchema>;

const generate = (): Secrets => ({ jwtSecret: randomBytes(48).toString('base64url') });

/**
 * Secrets not given in the environment are generated once into DATA_DIR/secrets.json and reused,
 * so tokens stay valid across restarts without any set-up.
 */
export async function loadOrCreateSecrets(
  dataDir: string | undefined,
  given: Partial<Secrets>,
): Promise<Secrets> {
  if (given.jwtSecret) return { jwtSecret: given.jwtSecret };
  if (!dataDir) return generate();
  const file = path.join(dataDir, 'secrets.json');
  try {
    return SecretsFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets = generate();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' });
  return secrets;
}
