import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './integrations/mailer';
import type { BackgroundWork } from './lib/background';
import type { Secrets } from './lib/secrets';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    secrets: Secrets;
    mailer: Mailer;
    background: BackgroundWork;
  }
}
