import sharp from 'sharp';

/** A real JPEG photo carrying EXIF (camera, copyright) and an orientation tag. */
export function jpegWithExif(width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({
      IFD0: { Copyright: 'Secret Owner', Make: 'PhoneCam', ImageDescription: 'GPS 27.7172 85.3240' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export function png(width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

/** An image over 5 MB: uncompressed noise. */
export function largePng() {
  return sharp({
    create: {
      width: 1400,
      height: 1400,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const textPretendingToBePng = Buffer.from(
  'this is not an image, just text in a .png file\n'.repeat(20),
);

/** A JPEG cut in half: right header, broken body. */
export async function corruptJpeg() {
  const whole = await jpegWithExif(400, 300);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

export type Upload = { name: string; data: Buffer; type?: string };

/** A multipart body the way a browser's FormData sends it. */
export function formData(
  fields: Record<string, string | number | string[] | undefined>,
  files: Upload[] = [],
  fileField = 'image',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, String(v));
  }
  for (const file of files)
    form.append(fileField, new Blob([file.data], { type: file.type ?? 'image/jpeg' }), file.name);
  return form;
}
