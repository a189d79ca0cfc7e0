import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type * as AwsSdk from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { isSafeKey, PHOTO_CACHE_CONTROL, UPLOADS_PREFIX, type ImageStore, type StoredFile } from '.';

/** S3's most keys a listing answers, and a DeleteObjects request takes. */
const S3_MOST_KEYS = 1000;
const PROBE_DATA = Buffer.alloc(4096);

export type S3ImageStore = ImageStore & { close: () => void };

// Imported by the first S3 store, not with this module: the AWS SDK takes seconds to load, and a
// server without S3 (the default) never needs it. A bundled static import would load it at start.
const loadSdk = (): Promise<typeof AwsSdk> => import('@aws-sdk/client-s3');

/**
 * Photo variants in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…),
 * addressed path-style (`<endpoint>/<bucket>/<key>`), which every such server understands.
 * `apiPublicUrl` serves them through the API (/uploads/<key>) when the bucket has no public URL.
 * `pageSize` and `deleteBatch` are for tests: how many keys a listing request asks for and a
 * removal request sends (S3's most, 1000, unless given).
 */
export function createS3ImageStore(
  s3: S3Settings,
  apiPublicUrl: string,
  options: { pageSize?: number; deleteBatch?: number } = {},
): S3ImageStore {
  const connection = loadSdk().then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable bucket fails an upload (503, try again) instead of holding the request.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    }),
  }));
  // A failed import fails every operation, which awaits it; unawaited until then, it is no crash.
  connection.catch(() => undefined);
  const Bucket = s3.bucket;
  const requireSafe = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe image key: ${key}`);
    return key;
  };

  // If-None-Match: * makes a write of a key already there fail (412) on servers that know it
  // (AWS S3, R2, MinIO); others ignore it, and the keys are random 128-bit names anyway.
  const write = async (Key: string, Body: Buffer, ContentType: string) => {
    const { sdk, client } = await connection;
    return client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key,
        Body,
        ContentType,
        CacheControl: PHOTO_CACHE_CONTROL,
        IfNoneMatch: '*',
      }),
    );
  };

  async function* list(): AsyncIterable<StoredFile> {
    const { sdk, client } = await connection;
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket,
          ContinuationToken,
          MaxKeys: options.pageSize ?? S3_MOST_KEYS,
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key && object.LastModified && isSafeKey(object.Key))
          yield { key: object.Key, modifiedAt: object.LastModified };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(key, data, contentType) {
      await write(requireSafe(key), data, contentType);
    },
    async get(key) {
      const { sdk, client } = await connection;
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: requireSafe(key) }));
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        // A missing bucket (NoSuchBucket) is an error, not a missing photo.
        if (error instanceof sdk.S3ServiceException && error.name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(keys) {
      for (const key of keys) requireSafe(key);
      const { sdk, client } = await connection;
      const size = options.deleteBatch ?? S3_MOST_KEYS;
      for (let i = 0; i < keys.length; i += size) {
        const batch = keys.slice(i, i + size);
        const result = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
            // Content-MD5, which every S3-compatible server takes (MinIO, Ceph and B2 refuse CRC32 alone).
            ChecksumAlgorithm: 'MD5',
          }),
        );
        // A missing key is no error in S3; anything listed here was not removed.
        const failed = (result.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0)
          throw new Error(
            `${failed.length} photo files not removed from the bucket: ${failed[0]!.Key} (${failed[0]!.Code})`,
          );
      }
    },
    list,
    async check() {
      // A real write (the same request an upload makes) and removal: a bucket that is gone, full,
      // read-only or refuses these credentials fails here as it would on upload.
      const { sdk, client } = await connection;
      const probe = `.probe-${randomBytes(6).toString('hex')}`;
      const removeProbe = () => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: probe }));
      try {
        await write(probe, PROBE_DATA, 'application/octet-stream');
      } catch (error) {
        await removeProbe().catch(() => undefined);
        throw error;
      }
      await removeProbe();
    },
    urlFor: (key) => (s3.publicUrl ? `${s3.publicUrl}/${key}` : `${apiPublicUrl}${UPLOADS_PREFIX}${key}`),
    close: () =>
      void connection.then(
        ({ client }) => client.destroy(),
        () => undefined,
      ),
  };
}
