import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import type { PhotoInput } from './process';

/** What a photo's original bytes say about it, read before the stored copies drop every metadata. */
export type PhotoEvidence = {
  /** SHA-256 of the bytes as uploaded, in hex. */
  sha256: string;
  /** The photo's EXIF DateTimeOriginal; null when it has none. */
  takenAt: Date | null;
  /** The photo's EXIF GPS position; null when it has none (or a nonsensical one). */
  position: { lat: number; lon: number } | null;
};

/** Nepal's offset from UTC, taken for an EXIF time that does not say its own (the phones are here). */
const NEPAL_OFFSET = '+05:45';

async function sha256Of(input: PhotoInput) {
  const hash = createHash('sha256');
  if (Buffer.isBuffer(input)) return hash.update(input).digest('hex');
  await pipeline(createReadStream(input), hash);
  return hash.digest('hex');
}

/**
 * EXIF times are the camera's wall clock; exif-reader reads them as if in UTC. The photo's own
 * offset (OffsetTimeOriginal, "+05:45") says where that clock was; without one, Nepal time.
 */
function takenAtOf(exif: exifReader.Exif): Date | null {
  const wall = exif.Photo?.DateTimeOriginal;
  if (!(wall instanceof Date) || Number.isNaN(wall.getTime())) return null;
  const offset = /^([+-])(\d{2}):(\d{2})$/.exec(exif.Photo?.OffsetTimeOriginal ?? NEPAL_OFFSET);
  if (!offset) return null;
  const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
  return new Date(wall.getTime() - minutes * 60_000);
}

/** Degrees, minutes and seconds with their hemisphere, as decimal degrees; null unless all make sense. */
function degreesOf(dms: unknown, ref: unknown, negative: string, max: number): number | null {
  if (
    !Array.isArray(dms) ||
    dms.length !== 3 ||
    !dms.every((n) => typeof n === 'number' && Number.isFinite(n))
  )
    return null;
  const [d, m, s] = dms as [number, number, number];
  const value = d + m / 60 + s / 3600;
  if (value > max) return null;
  return ref === negative ? -value : value;
}

function positionOf(exif: exifReader.Exif): PhotoEvidence['position'] {
  const gps = exif.GPSInfo;
  if (!gps) return null;
  const lat = degreesOf(gps.GPSLatitude, gps.GPSLatitudeRef, 'S', 90);
  const lon = degreesOf(gps.GPSLongitude, gps.GPSLongitudeRef, 'W', 180);
  return lat === null || lon === null ? null : { lat, lon };
}

async function exifOf(input: PhotoInput): Promise<exifReader.Exif | null> {
  try {
    const raw = (await sharp(input, { limitInputPixels: false }).metadata()).exif;
    return raw ? exifReader(raw) : null;
  } catch {
    return null;
  }
}

/**
 * The hash of the original and, from its EXIF (read with sharp and exif-reader), when and where it
 * was taken. A photo without EXIF, or with EXIF that can't be read, has neither; it is not refused
 * for that (the image checks are `process.ts`'s).
 */
export async function readPhotoEvidence(input: PhotoInput): Promise<PhotoEvidence> {
  const sha256 = await sha256Of(input);
  const exif = await exifOf(input);
  return { sha256, takenAt: exif ? takenAtOf(exif) : null, position: exif ? positionOf(exif) : null };
}
