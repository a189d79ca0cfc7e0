import type { MessageCode } from '@app/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';

/** Widths of the stored WebP variants: cards and thumbnails, and the full view. */
export const VARIANT_WIDTHS = [400, 1200] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Refuses decompression bombs before any pixel is decoded. */
const MAX_PIXELS = 50_000_000;
const MAX_SIDE = 12_000;

export type ProcessedImage = {
  width: number;
  height: number;
  variants: { width: VariantWidth; data: Buffer }[];
};

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
export async function processImage(input: Buffer, messages: PhotoMessages): Promise<ProcessedImage> {
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
    const variants = await Promise.all(
      VARIANT_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: width === 400 ? 72 : 80 })
          .toBuffer(),
      })),
    );
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
