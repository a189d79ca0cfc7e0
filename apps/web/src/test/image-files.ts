/** The first bytes of a JPEG: enough for the photo picker, which judges a file by its content. */
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

/** A photo file; `bytes` sets its size without allocating megabytes. */
export function makeImageFile(name: string, bytes = 2048, type = 'image/jpeg'): File {
  const file = new File([JPEG_HEAD], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
