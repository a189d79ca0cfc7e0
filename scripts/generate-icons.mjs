// Draws the app's home-screen icons (apps/web/public/icons) from the favicon's design, with sharp
// (a dependency of the API). The PNGs are committed; run this again after changing the design:
//   node scripts/generate-icons.mjs
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const publicDir = path.join(root, 'apps/web/public');
const outDir = path.join(publicDir, 'icons');

// The favicon: a white house on a red rounded square. Used as it is for "any" icons.
const favicon = await readFile(path.join(publicDir, 'favicon.svg'));

// Maskable icons and Apple's touch icon are cropped by the system (circle, squircle), so they fill
// the whole square and keep the house inside the middle 80 % (the maskable "safe zone").
const fullBleed = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="#a3112e"/>
    <g transform="translate(32 32) scale(0.72) translate(-32 -32)">
      <path d="M12 31 32 14l20 17h-6v19H18V31z" fill="#fff"/>
      <path d="M28 50V38h8v12z" fill="#a3112e"/>
    </g>
  </svg>`,
);

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-192.png', svg: fullBleed, size: 192 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

await mkdir(outDir, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
  console.log(`icons/${file} (${size}×${size})`);
}
