import type { MessageCode } from '@app/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';

/** Widths of the stored WebP variants: cards and thumbnails, and the full view. */
export const VARIANT_WIDTHS = [400, 1200] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

// Every photo is new, so libvips' cache of operations would only hold up to 50 MB of pixels no
// request reads again. One libvips thread per pipeline (sharp's choice on glibc, set here so it
// doesn't depend on the platform): how many photos run at once is bounded by the image service.
sharp.cache(false);
sharp.concurrency(1);

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Refuses decompression bombs before any pixel is decoded. */
const MAX_PIXELS = 50_000_000;
const MAX_SIDE = 12_000;

export type ProcessedImage = {
  width: number;
  height: number;
  variants: { width: VariantWidth; data: Buffer }[];
};

/** A photo in memory, or the path of its file (what an upload is: read from disk, never held whole). */
export type PhotoInput = Buffer | string;

/** What the user is told when a photo is refused, in the words of the screen that sent it. */
export type PhotoMessages = { notImage: MessageCode; tooManyPixels: MessageCode };

export class NotAnImageError extends AppError {
  constructor(message: MessageCode) {
    super(415, message, 'NOT_AN_IMAGE');
  }
}

/**
 * Decodes by content (never by name or declared type), applies the EXIF orientation, and
 * re-encodes to WebP variants. sharp drops EXIF, GPS and every other metadata unless asked to keep it.
 */
export async function processImage(input: PhotoInput, messages: PhotoMessages): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: with one, sharp refuses a real photo
    // that is too large in pixels as if it were no image at all. The size check below says which.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImageError(messages.notImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new NotAnImageError(messages.notImage);
  }
  if (meta.width > MAX_SIDE || meta.height > MAX_SIDE || meta.width * meta.height > MAX_PIXELS) {
    throw new AppError(413, messages.tooManyPixels, 'IMAGE_TOO_LARGE', { image: messages.tooManyPixels });
  }
  try {
    // Decoded once: the largest variant's pixels (JPEG and WebP decode at a fraction of their size
    // when asked for fewer pixels), then each variant made from them.
    const largest = Math.max(...VARIANT_WIDTHS);
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: ProcessedImage['variants'] = [];
    for (const width of VARIANT_WIDTHS) {
      variants.push({
        width,
        data: await sharp(data, { raw })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: width === 400 ? 72 : 80 })
          .toBuffer(),
      });
    }
    const oriented = (meta.orientation ?? 1) >= 5;
    return {
      width: oriented ? meta.height : meta.width,
      height: oriented ? meta.width : meta.height,
      variants,
    };
  } catch {
    throw new NotAnImageError(messages.notImage);
  }
}
