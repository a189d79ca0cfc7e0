import sharp from 'sharp';

/** EXIF's rational degrees for a decimal one ("27705000/1000000 0/1 0/1"). */
const rational = (degrees: number) => `${Math.round(Math.abs(degrees) * 1_000_000)}/1000000 0/1 0/1`;

/**
 * A real JPEG as a phone takes it: EXIF DateTimeOriginal (the camera's wall clock, "2026:11:20
 * 10:30:00"), its offset when given, and a GPS position when given.
 */
export function phoneJpeg(exif: {
  takenAt?: string;
  offset?: string;
  position?: { lat: number; lon: number };
  shade?: number;
}) {
  const photo: Record<string, string> = {};
  if (exif.takenAt) photo.DateTimeOriginal = exif.takenAt;
  if (exif.offset) photo.OffsetTimeOriginal = exif.offset;
  const gps: Record<string, string> = exif.position
    ? {
        GPSLatitudeRef: exif.position.lat < 0 ? 'S' : 'N',
        GPSLatitude: rational(exif.position.lat),
        GPSLongitudeRef: exif.position.lon < 0 ? 'W' : 'E',
        GPSLongitude: rational(exif.position.lon),
      }
    : {};
  const shade = exif.shade ?? 120;
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 140, b: 90 } } })
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD2: photo, IFD3: gps })
    .jpeg({ quality: 80 })
    .toBuffer();
}
