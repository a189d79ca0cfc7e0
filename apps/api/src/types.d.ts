import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Coordination } from './db/coordination';
import type { Mailer } from './integrations/mailer';
import type { BackgroundWork } from './lib/background';
import type { ScheduledJobs } from './lib/scheduled-jobs';
import type { ImageService } from './modules/images/service';
import type { UnusedPhotoSweep } from './modules/images/unused-sweep';
import type { TrustRules } from './modules/listings/trust-rules';
import type { SavedSearchAlerts } from './modules/saved-searches/alerts';
import type { Secrets } from './lib/secrets';
import type { Manifest } from './modules/backup/manifest';
import type { BackupHooks } from './modules/backup/write-backup';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** Resolves if the database is gone until the process restarts (see Database.lost). */
    databaseLost: Promise<Error>;
    secrets: Secrets;
    mailer: Mailer;
    background: BackgroundWork;
    /** What several instances on one PostgreSQL share beyond the tables (counters, job locks, search changes). */
    coordination: Coordination;
    /** Hourly work, each run skipped while another instance runs the same job. */
    scheduledJobs: ScheduledJobs;
    images: ImageService;
    sweepUnusedPhotos: UnusedPhotoSweep;
    /** Expiry, reminders and freshness; run hourly, and by tests with a chosen time. */
    trustRules: TrustRules;
    /** Saved searches' alert emails; run by the scheduler, and by tests with a chosen time. */
    savedSearchAlerts: SavedSearchAlerts;
    /** A consistent backup of the database and photos into a new or empty folder (modules/backup). */
    backUp: (folder: string, hooks?: BackupHooks) => Promise<Manifest>;
  }
}
