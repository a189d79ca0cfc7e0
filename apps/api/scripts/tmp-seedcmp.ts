import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { openDatabase } from '../src/db/client';
import { createLocalImageStore } from '../src/integrations/image-store';
import { createImageService } from '../src/modules/images/service';
import { seedDemo } from '../src/modules/demo/seed';
import { seedDemo as seedOld } from '../src/modules/demo/seed-old-tmp';
const n = Number(process.argv[2] ?? 20000);
for (const [name, fn] of [['new', seedDemo], ['old', seedOld], ['new', seedDemo], ['old', seedOld]] as const) {
  const dir = await mkdtemp(path.join(tmpdir(), 'gb-seedcmp-'));
  const db = await openDatabase(process.env.PGURL ?? { dataDir: dir, owner: 'cmp' });
  if (process.env.PGURL) await db.db.execute((await import('drizzle-orm')).sql`truncate listings, users cascade`);
  const images = createImageService(createLocalImageStore(path.join(dir, 'uploads'), 'http://x'));
  const t = performance.now();
  await fn(db.db, images, n, { withImages: false });
  console.log(name, ((performance.now() - t) / 1000).toFixed(1), 's');
  await db.close();
  await rm(dir, { recursive: true, force: true });
}
