import { LISTING_CODES } from '@app/shared';
import sharp from 'sharp';
import type { ImageService, StoredPhoto } from '../../images/service';
import type { DemoType, Random } from '../generate';
import { PALETTES } from './room';
import { SCENES, sceneSvg, type Scene } from './scenes';

/** Variants of each scene: palette × which side the window and furniture are on × storeys. */
const PER_SCENE = PALETTES.length;

export type PhotoPool = Record<Scene, StoredPhoto[]>;

/**
 * The demo pictures (every scene in each palette, 48 in all), drawn once per seed and stored
 * through the real image pipeline; listings share them.
 */
export async function photoPool(images: ImageService): Promise<PhotoPool> {
  const variants = SCENES.flatMap((scene, s) =>
    Array.from({ length: PER_SCENE }, (_, i) => ({
      scene,
      palette: i,
      flip: (i + s) % 2 === 1,
      storeys: 3 + (i % 2),
    })),
  );
  const files = await Promise.all(
    variants.map((v) =>
      sharp(Buffer.from(sceneSvg(v)), { density: 60 })
        .jpeg({ quality: 82 })
        .toBuffer(),
    ),
  );
  const stored = await images.storePhotos(files, LISTING_CODES.images);
  const pool = Object.fromEntries(SCENES.map((scene) => [scene, [] as StoredPhoto[]])) as PhotoPool;
  stored.forEach((photo, i) => pool[variants[i]!.scene].push(photo));
  return pool;
}

/** The main picture first (a building's front or its main room), then others that fit its kind. */
const SHOWN: Record<DemoType, { first: Scene[]; more: Scene[] }> = {
  hostel: { first: ['front', 'dorm'], more: ['dorm', 'bedroom', 'dining', 'bathroom', 'study'] },
  room: { first: ['bedroom', 'study'], more: ['bathroom', 'front', 'kitchen'] },
  flat: { first: ['living', 'front'], more: ['kitchen', 'bedroom', 'bathroom', 'living'] },
  house: { first: ['front'], more: ['living', 'kitchen', 'bedroom', 'bathroom'] },
  commercial: { first: ['front'], more: ['study', 'bathroom'] },
};

/** 3–5 pictures for a listing of this type, none twice. */
export function photosFor(r: Random, pool: PhotoPool, type: DemoType): StoredPhoto[] {
  const { first, more } = SHOWN[type];
  const scenes = [r.pick(first)];
  const rest = more.filter((scene) => !scenes.includes(scene));
  const count = Math.min(r.int(3, 5), rest.length + 1);
  while (scenes.length < count) scenes.push(rest.splice(r.int(0, rest.length - 1), 1)[0]!);
  return scenes.map((scene) => r.pick(pool[scene]));
}

export const firstScenes = (type: DemoType) => SHOWN[type].first;
