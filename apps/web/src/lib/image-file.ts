/**
 * Whether a chosen file is a photo the server can take, judged by its first bytes (the way the
 * server judges it: by content, never by name or declared type). The server's decoder accepts
 * JPEG, PNG, WebP, GIF, AVIF, HEIF and TIFF; a text file renamed to .jpg is none of them, and
 * is refused before it is previewed as a broken image or sent over mobile data.
 */
const HEAD_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** ISO media files (AVIF, HEIF): a `ftyp` box whose major brand names an image. */
const IMAGE_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
]);

export function hasImageSignature(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) || // JPEG
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
    ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6)) ||
    (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || // TIFF, little-endian
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) || // TIFF, big-endian
    (ascii(bytes, 4, 8) === 'ftyp' && IMAGE_BRANDS.has(ascii(bytes, 8, 12)))
  );
}

/** Reads the file's first bytes; a file that cannot be read is no photo either. */
export async function isImageFile(file: File): Promise<boolean> {
  try {
    return hasImageSignature(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  } catch {
    return false;
  }
}
