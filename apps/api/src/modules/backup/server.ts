import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ImageStore } from '../../integrations/image-store';
import { openBackupChannel } from './channel';
import { writeBackup, type BackupHooks } from './write-backup';

/**
 * `app.backUp(folder)`: a backup taken by this server. On PGlite it also listens on DATA_DIR's
 * backup socket for `npm run backup`, since no other process may open the database while it runs.
 * Photo removals wait (`holdRemovals`) only on PGlite: on PostgreSQL other processes remove files
 * too, so the backup locks the rows naming them instead.
 */
export async function registerBackups(
  app: FastifyInstance,
  deps: {
    database: Database;
    dataDir: string;
    /** Where the photos are read from. */
    photos: ImageStore;
    holdRemovals: () => () => Promise<void>;
    listen: boolean;
  },
) {
  const { database, dataDir } = deps;
  const source = {
    db: database.db,
    kind: database.kind,
    dataDir,
    photos: deps.photos,
    ...(database.kind === 'pglite' ? { holdRemovals: deps.holdRemovals } : {}),
  };
  app.decorate('backUp', (folder: string, hooks?: BackupHooks) => writeBackup(source, folder, hooks));
  if (!deps.listen) return;
  const channel = await openBackupChannel(dataDir, (folder) => writeBackup(source, folder), app.log);
  // Before the database closes: a backup still running finishes first.
  app.addHook('preClose', async () => channel.close());
}
