import path from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalImageStore, type ImageStore } from '.';
import { createS3ImageStore } from './s3';

/**
 * The store the configuration names, for commands (backup, restore): the bucket when the S3
 * variables are set, else DATA_DIR/uploads. `close` ends its connections.
 */
export function openImageStore(
  config: Pick<AppConfig, 's3' | 'dataDir' | 'apiPublicUrl'>,
): ImageStore & { close: () => void } {
  if (config.s3) return createS3ImageStore(config.s3, config.apiPublicUrl);
  return {
    ...createLocalImageStore(path.join(config.dataDir, 'uploads'), config.apiPublicUrl),
    close: () => {},
  };
}
