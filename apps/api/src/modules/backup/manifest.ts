import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { RestoreError } from './errors';

/** Written last: a folder with a manifest is a complete backup. */
export const MANIFEST_FILE = 'manifest.json';
export const TABLES_DIR = 'tables';
export const PHOTOS_DIR = 'photos';
/** DATA_DIR/secrets.json: signs sessions, emailed links and reporters' keys; kept so they stay valid. */
export const SECRETS_FILE = 'secrets.json';

const FileSchema = z.object({ file: z.string(), bytes: z.number().int().min(0), sha256: z.string() });

export const ManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.enum(['postgres', 'pglite']),
  schema: z.object({ migrations: z.number().int().min(0), lastMigrationAt: z.number().nullable() }),
  tables: z.array(FileSchema.extend({ name: z.string(), rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  photos: z.array(FileSchema),
  /** Photo files rows named that were already missing from DATA_DIR/uploads when the backup ran. */
  missingPhotos: z.array(z.string()),
  secrets: FileSchema.nullable(),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type BackupFile = z.infer<typeof FileSchema>;

/** A photo file's name inside photos/ is its storage path, e.g. `ab/ab12…-400.webp`. */
const SAFE_PHOTO = /^[0-9a-f]{2}\/[0-9a-f]{32}-(?:400|1200)\.webp$/;
const SAFE_TABLE_FILE = /^tables\/[a-z_][a-z0-9_]*\.jsonl$/;

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RestoreError(`${folder} is not a complete backup: it has no ${MANIFEST_FILE}`, {
        cause: error,
      });
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RestoreError(`${folder}/${MANIFEST_FILE} is damaged: it is not JSON`, { cause: error });
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreError(`${folder}/${MANIFEST_FILE} is not a backup manifest this version reads`);
  const manifest = parsed.data;
  // Names come from a file: never let one point outside the folders they belong in.
  for (const t of manifest.tables)
    if (!SAFE_TABLE_FILE.test(t.file))
      throw new RestoreError(`unexpected table file in the manifest: ${t.file}`);
  for (const p of manifest.photos)
    if (!SAFE_PHOTO.test(p.file)) throw new RestoreError(`unexpected photo file in the manifest: ${p.file}`);
  return manifest;
}
