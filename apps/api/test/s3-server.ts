import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../src/config';

export type TestS3Server = {
  /** The S3_* variables of the app, without S3_PUBLIC_URL. */
  env: Record<string, string>;
  settings: S3Settings;
  /** Where the server answers a bucket's files by path: `<bucketUrl>/<key>`. */
  bucketUrl: string;
  /** Makes an object look written at `at` (its LastModified), as the sweep of unused files sees it. */
  backdate: (key: string, at: Date, bucket?: string) => Promise<void>;
  /** Another new, empty bucket on the same server. */
  createBucket: () => Promise<S3Settings>;
  close: () => Promise<void>;
};

const serverScript = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));

/**
 * A real S3-protocol server (s3rver) on a free port, storing in a new temporary folder, with a
 * new empty bucket. s3rver accepts the credentials S3RVER / S3RVER and lists only in us-east-1.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'gb-s3-'));
  const bucket = `photos-${randomBytes(4).toString('hex')}`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', serverScript, directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`s3rver stopped at start (exit code ${code})`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: undefined,
  };
  const client = new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    settings,
    bucketUrl: `${endpoint}/${bucket}`,
    // s3rver answers LastModified from the modification time of the file holding the object.
    backdate: (key, at, inBucket = bucket) =>
      utimes(path.join(directory, inBucket, `${key}._S3rver_object`), at, at),
    createBucket: async () => {
      const name = `photos-${randomBytes(4).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return { ...settings, bucket: name };
    },
    close: async () => {
      client.destroy();
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
