import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body written byte by byte, so a test can break it anywhere. */
export function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`),
      );
      chunks.push(Buffer.from(part.value), Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A JPEG's first bytes (start of image and a JFIF APP0 segment): what a check of magic bytes alone accepts. */
export const JPEG_HEADER = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00,
]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function greyPng(width: number, height: number, bitDepth: 1 | 8, rows: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, 0, 0, 0, 0], 8);
  // Each row is a filter byte and its pixels, all zero (black): deflate makes them almost nothing.
  const rowBytes = 1 + Math.ceil((width * bitDepth) / 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rowBytes * rows), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG of a few hundred bytes whose header declares `width` × `height` pixels (8-bit grey), with
 * only its first rows as data: decoding it would allocate width × height bytes.
 */
export const pngDeclaring = (width: number, height: number) => greyPng(width, height, 8, 4);

/**
 * A whole, valid black PNG of `width` × `height` pixels at one bit a pixel: 20,000 × 20,000 px
 * is about 50 kB, and 400 million pixels once decoded (a decompression bomb).
 */
export const blackPng = (width: number, height: number) => greyPng(width, height, 1, height);

/** A real small JPEG whose start-of-frame header is rewritten to declare `width` × `height` pixels. */
export async function jpegDeclaring(width: number, height: number) {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no baseline start-of-frame marker');
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}
