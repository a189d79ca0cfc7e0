import { CAPTION_DATA_URI, CAPTION_PNG, CAPTION_TEXT } from './caption';
import { HEIGHT, canvas, rgb, type Canvas } from './draw';
import { PALETTES, finish, room, type Palette } from './room';

export const SCENES = [
  'bedroom',
  'study',
  'kitchen',
  'bathroom',
  'dorm',
  'dining',
  'living',
  'front',
] as const;
export type Scene = (typeof SCENES)[number];

/** Drawn 360 px wide at the bottom left of the 960 px picture. */
const CAPTION_WIDTH = 360;
const caption = () => {
  const height = Math.round((CAPTION_PNG.height * CAPTION_WIDTH) / CAPTION_PNG.width);
  return `<image x="18" y="${HEIGHT - height - 18}" width="${CAPTION_WIDTH}" height="${height}" href="${CAPTION_DATA_URI}"/>`;
};

/** A bed of width × length with its head at z1, a blanket over its foot and a pillow. */
function bed(c: Canvas, p: Palette, x0: number, x1: number, z0: number, z1: number, y = 0) {
  c.box(x0, x1, y + 0.05, y + 1.0, z1 - 0.06, z1, p.wood);
  c.box(x0, x1, y, y + 0.32, z0, z1 - 0.06, p.wood);
  c.box(x0 + 0.02, x1 - 0.02, y + 0.32, y + 0.5, z0 + 0.02, z1 - 0.06, '#f3efe6');
  c.box(x0 + 0.12, x1 - 0.12, y + 0.5, y + 0.62, z1 - 0.5, z1 - 0.12, '#fbfaf6');
  c.box(x0 - 0.01, x1 + 0.01, y + 0.3, y + 0.54, z0, z0 + (z1 - z0) * 0.62, p.accent);
  c.line([x0, y + 0.54, z0 + (z1 - z0) * 0.3], [x1, y + 0.54, z0 + (z1 - z0) * 0.3], rgb(p.accent, 0.3), 2);
}

function bedroom(p: Palette, flip: boolean) {
  const s = flip ? -1 : 1;
  const r = room(
    p,
    { w: 3.8, h: 2.7, d: 5, camX: -s * 0.2 },
    { on: 'back', x: -s * 0.55, width: 1.2, y0: 0.95, y1: 2.05 },
  );
  const { c } = r;
  const [a, b] = s > 0 ? [1.9 - 1.35, 1.9] : [-1.9, -1.9 + 1.35];
  c.level(a - 0.3, b + 0.1, 2.2, 3.6, 0.005, rgb(p.second, -0.1), 'opacity="0.85"');
  // A steel cupboard (almirah) against the other wall.
  const [ca, cb] = s > 0 ? [-1.9, -1.35] : [1.35, 1.9];
  c.box(ca, cb, 0, 1.85, 3.4, 4.3, '#8d99a6');
  c.line([(ca + cb) / 2, 0.1, 3.4], [(ca + cb) / 2, 1.75, 3.4], '#5d6a78', 1.5);
  c.box(s > 0 ? a - 0.5 : b + 0.05, s > 0 ? a - 0.05 : b + 0.5, 0, 0.55, 4.5, 4.95, p.wood);
  bed(c, p, a, b, 2.8, 5);
  // A framed picture over the bed.
  c.front(s * 1.22 - 0.32, s * 1.22 + 0.32, 1.3, 1.78, 4.99, p.wood);
  c.front(
    s * 1.22 - 0.28,
    s * 1.22 + 0.28,
    1.34,
    1.74,
    4.985,
    c.linear([
      [0, '#f6d7a7'],
      [0.55, rgb(p.second, 0.1)],
      [1, '#7a9e7e'],
    ]),
  );
  return c;
}

function study(p: Palette, flip: boolean) {
  const s = flip ? -1 : 1;
  const r = room(
    p,
    { w: 3.4, h: 2.7, d: 4.4 },
    { on: s > 0 ? 'left' : 'right', z0: 2.6, z1: 3.8, y0: 0.95, y1: 2.05 },
  );
  const { c } = r;
  // A single bed along the far wall, a desk and chair, a shelf of books.
  bed(c, p, s > 0 ? 0.6 : -1.7, s > 0 ? 1.7 : -0.6, 2.6, 4.4);
  const dx = s > 0 ? -1.7 : 1.0;
  c.box(dx, dx + 0.05, 0, 0.74, 1.95, 2.0, p.wood);
  c.box(dx + 0.65, dx + 0.7, 0, 0.74, 1.95, 2.0, p.wood);
  c.box(dx, dx + 0.7, 0.72, 0.77, 1.9, 3.0, rgb(p.wood, 0.15));
  const books = [p.accent, p.second, '#2f6690', '#c8553d', '#588157'];
  books.forEach((color, i) =>
    c.box(dx + 0.05, dx + 0.32, 0.77 + i * 0.045, 0.81 + i * 0.045, 2.6 + i * 0.01, 2.82, color),
  );
  c.box(dx + 0.2, dx + 0.55, 0.77, 0.79, 2.1, 2.35, '#3a3f45');
  c.box(s > 0 ? -0.6 : 0.3, s > 0 ? -0.3 : 0.6, 0.42, 0.46, 1.7, 2.05, '#3b3b3b');
  c.box(s > 0 ? -0.6 : 0.3, s > 0 ? -0.3 : 0.6, 0, 0.42, 1.98, 2.02, '#3b3b3b');
  c.front(-0.5, 0.5, 1.55, 1.58, 4.38, p.wood);
  books.forEach((color, i) =>
    c.front(-0.45 + i * 0.09, -0.38 + i * 0.09, 1.58, 1.82 - (i % 2) * 0.04, 4.37, color),
  );
  return c;
}

function kitchen(p: Palette, flip: boolean) {
  const s = flip ? -1 : 1;
  const r = room(
    p,
    { w: 3.2, h: 2.7, d: 4, camX: s * 0.15 },
    { on: 'back', x: s * 0.8, width: 1, y0: 1.3, y1: 2.1 },
    { tiledTo: 1.25 },
  );
  const { c } = r;
  // Counter along the back wall: doors below, granite on top, a gas stove and steel pots.
  c.box(-1.6, 1.6, 0, 0.82, 3.4, 4, rgb(p.wood, 0.25));
  for (let x = -1.2; x < 1.6; x += 0.4) c.line([x, 0.08, 3.4], [x, 0.76, 3.4], rgb(p.wood, -0.1), 1.5);
  c.box(-1.62, 1.62, 0.82, 0.87, 3.37, 4, '#3b3a3f');
  const sx = -s * 0.7;
  c.box(sx - 0.32, sx + 0.32, 0.87, 0.95, 3.55, 3.9, '#23262b');
  c.flat(sx - 0.15, 0.951, 3.72, 0.09, 0.09, '#555');
  c.flat(sx + 0.15, 0.951, 3.72, 0.09, 0.09, '#555');
  c.box(sx + 0.05, sx + 0.27, 0.95, 1.1, 3.63, 3.8, '#c9ccd1');
  c.box(s * 0.2, s * 0.2 + 0.45, 0.87, 0.9, 3.5, 3.9, '#d7dadf');
  // Upper cupboards on the far side of the window, plates on a steel rack.
  const ux = -s * 1.6;
  c.box(Math.min(ux, ux + s * 1.2), Math.max(ux, ux + s * 1.2), 1.65, 2.3, 3.65, 4, rgb(p.wood, 0.25));
  for (let i = 0; i < 5; i++) c.flat(s * 0.9 - 0.3 + i * 0.14, 1.28, 3.95, 0.06, 0.02, '#b9bdc3');
  // The LPG cylinder beside the counter.
  const lx = s * 1.25;
  c.box(lx - 0.16, lx + 0.16, 0, 0.62, 3.0, 3.3, '#c0392b');
  c.box(lx - 0.05, lx + 0.05, 0.62, 0.72, 3.12, 3.2, '#7f8c8d');
  return c;
}

function bathroom(p: Palette, flip: boolean) {
  const s = flip ? -1 : 1;
  const r = room(
    p,
    { w: 2.2, h: 2.6, d: 3.2 },
    { on: 'back', x: s * 0.55, width: 0.55, y0: 1.95, y1: 2.35 },
    { tiledTo: 1.8 },
  );
  const { c } = r;
  // A water heater high on the wall, a mirror over the basin, the commode, a bucket and mug.
  c.box(-s * 0.95 - 0.22, -s * 0.95 + 0.22, 1.9, 2.4, 2.8, 3.15, '#f5f5f2');
  c.front(
    -0.05 - 0.25 + s * -0.2,
    0.25 - 0.05 + s * -0.2,
    1.2,
    1.75,
    3.19,
    c.linear(
      [
        [0, '#dfe8ee'],
        [1, '#9fb3c2'],
      ],
      1,
      1,
    ),
  );
  c.box(-0.45 + s * -0.2, 0.35 + s * -0.2, 0.72, 0.84, 2.75, 3.2, '#fbfbfb');
  c.box(-0.06 + s * -0.2, 0.06 + s * -0.2, 0, 0.72, 2.95, 3.05, '#f0f0ee');
  const wx = s * 0.6;
  c.box(wx - 0.2, wx + 0.2, 0.38, 0.75, 3.0, 3.2, '#fbfbfb');
  c.box(wx - 0.18, wx + 0.18, 0, 0.4, 2.55, 3.05, '#f2f2f0');
  c.flat(wx, 0.405, 2.78, 0.17, 0.22, '#e4e4e2');
  c.box(-s * 0.6 - 0.17, -s * 0.6 + 0.17, 0, 0.36, 1.9, 2.2, '#2f80c1');
  c.flat(-s * 0.6, 0.361, 2.05, 0.16, 0.14, '#9ccbe8');
  c.box(-s * 0.6 + 0.2, -s * 0.6 + 0.3, 0, 0.12, 1.8, 1.9, '#e84a5f');
  return c;
}

function bunk(c: Canvas, p: Palette, x0: number, x1: number, z0: number, z1: number) {
  const post = '#7d8791';
  c.box(x0, x0 + 0.05, 0, 1.9, z1 - 0.05, z1, post);
  c.box(x1 - 0.05, x1, 0, 1.9, z1 - 0.05, z1, post);
  for (const y of [0.25, 1.3]) {
    c.box(x0, x1, y, y + 0.08, z0, z1 - 0.05, post);
    c.box(x0 + 0.02, x1 - 0.02, y + 0.08, y + 0.24, z0 + 0.02, z1 - 0.07, '#f1ede4');
    c.box(x0, x1, y + 0.06, y + 0.27, z0, z0 + (z1 - z0) * 0.55, y > 1 ? p.accent : p.second);
    c.box(x0 + 0.1, x1 - 0.1, y + 0.24, y + 0.34, z1 - 0.45, z1 - 0.12, '#fbfaf6');
  }
  c.box(x0, x0 + 0.05, 0, 1.9, z0, z0 + 0.05, post);
  c.box(x1 - 0.05, x1, 0, 1.9, z0, z0 + 0.05, post);
}

function dorm(p: Palette, flip: boolean) {
  const s = flip ? -1 : 1;
  const r = room(
    p,
    { w: 4.2, h: 2.8, d: 5.2, camX: s * 0.1 },
    { on: 'back', x: 0, width: 1.1, y0: 1.1, y1: 2.1 },
  );
  const { c } = r;
  // Steel trunks and lockers under the window, a bunk bed along each wall.
  for (let i = 0; i < 3; i++)
    c.box(-0.75 + i * 0.52, -0.27 + i * 0.52, 0, 0.9, 4.75, 5.2, i % 2 ? '#7b8894' : '#8e9aa6');
  bunk(c, p, -2.1, -1.15, 2.6, 5.2);
  bunk(c, p, 1.15, 2.1, 2.6, 5.2);
  c.level(-0.6, 0.6, 2.4, 3.8, 0.005, rgb(p.second, -0.15), 'opacity="0.7"');
  return c;
}

function dining(p: Palette, flip: boolean) {
  const s = flip ? -1 : 1;
  const r = room(
    p,
    { w: 4.4, h: 2.8, d: 6, camX: s * 0.3 },
    { on: s > 0 ? 'left' : 'right', z0: 3.4, z1: 4.8, y0: 1.0, y1: 2.1 },
  );
  const { c } = r;
  // Long tables with benches, steel plates and a water jug; a notice board with the menu.
  c.front(-0.5, 0.5, 1.3, 1.9, 5.99, '#f7f3e6');
  for (let i = 0; i < 5; i++)
    c.front(-0.4, 0.2 + (i % 2) * 0.15, 1.78 - i * 0.1, 1.8 - i * 0.1, 5.98, '#6b6b6b');
  for (const tx of [-1.1, 0.7]) {
    c.box(tx - 0.05, tx + 0.75, 0.42, 0.46, 2.2, 5.6, p.wood);
    c.box(tx + 0.1, tx + 0.6, 0.72, 0.76, 2.2, 5.6, rgb(p.wood, 0.2));
    c.box(tx + 0.12, tx + 0.17, 0, 0.72, 2.25, 2.3, p.wood);
    c.box(tx + 0.53, tx + 0.58, 0, 0.72, 2.25, 2.3, p.wood);
    for (let z = 2.5; z < 5.5; z += 0.6) {
      c.flat(tx + 0.23, 0.761, z, 0.11, 0.11, '#c7ccd2');
      c.flat(tx + 0.47, 0.761, z + 0.3, 0.11, 0.11, '#c7ccd2');
    }
    c.box(tx + 0.3, tx + 0.4, 0.76, 0.98, 3.2, 3.3, '#b0b6bd');
  }
  return c;
}

function living(p: Palette, flip: boolean) {
  const s = flip ? -1 : 1;
  const r = room(
    p,
    { w: 4.2, h: 2.8, d: 5, camX: -s * 0.2 },
    { on: s > 0 ? 'left' : 'right', z0: 2.8, z1: 4.2, y0: 0.9, y1: 2.15 },
  );
  const { c } = r;
  // A sofa against the back wall, a low table on a rug, the TV on the other wall and a plant.
  c.level(
    -1.2,
    1.2,
    2.4,
    4.2,
    0.005,
    c.linear([
      [0, rgb(p.second, -0.1)],
      [1, rgb(p.second, 0.1)],
    ]),
    'opacity="0.85"',
  );
  c.box(-1.1, 1.1, 0.38, 0.9, 4.75, 5, p.accent);
  c.box(-1.25, -1.05, 0, 0.62, 4.1, 5, rgb(p.accent, -0.1));
  c.box(1.05, 1.25, 0, 0.62, 4.1, 5, rgb(p.accent, -0.1));
  c.box(-1.05, 1.05, 0, 0.45, 4.15, 4.8, p.accent);
  for (const x of [-0.8, -0.1, 0.55]) c.box(x, x + 0.3, 0.45, 0.78, 4.6, 4.75, rgb(p.second, 0.15));
  c.box(-0.55, 0.55, 0, 0.4, 3.1, 3.7, p.wood);
  c.box(-0.6, 0.6, 0.4, 0.44, 3.05, 3.75, rgb(p.wood, 0.2));
  const tx = -s * 2.1;
  c.side(tx, 2.6, 3.8, 0, 0.5, p.wood);
  c.side(tx + s * 0.03, 2.8, 3.6, 0.9, 1.45, '#15171a');
  c.box(s * 1.5, s * 1.5 + 0.35, 0, 0.4, 4.5, 4.85, '#b5651d');
  c.blob(s * 1.6, 0.62, 4.66, 0.2, '#4f7942');
  c.blob(s * 1.75, 0.8, 4.66, 0.17, '#5e8c4a');
  c.blob(s * 1.55, 0.95, 4.66, 0.14, '#6a9a55');
  c.front(-0.5, 0.5, 1.35, 1.95, 4.99, rgb(p.wall, -0.25));
  c.front(
    -0.46,
    0.46,
    1.39,
    1.91,
    4.985,
    c.linear([
      [0, '#9fc5e8'],
      [0.6, '#d9ead3'],
      [1, '#6a8f5b'],
    ]),
  );
  return c;
}

const FACADES = ['#c9553f', '#efe3c8', '#e8b9b0', '#cfe1c5', '#f2d7a6', '#d9d6cf'];

/** A 3–4 storey Kathmandu-style house: brick or painted concrete, barred windows, a black water tank on the roof. */
function front(p: Palette, flip: boolean, storeys: number, tone: number) {
  const s = flip ? -1 : 1;
  const c = canvas({ focal: 470, horizon: 600, eye: 1.6, x: s * 4.2, centre: 480 + s * 150 });
  const wall = FACADES[tone % FACADES.length]!;
  const brick = tone % FACADES.length === 0;
  c.raw(
    `<rect width="960" height="720" fill="${c.linear([
      [0, '#7fb2e0'],
      [0.7, '#cfe3f2'],
      [1, '#f2eee3'],
    ])}"/>`,
  );
  c.raw(
    `<path d="M0 520 L120 430 L260 470 L420 390 L600 450 L760 400 L960 460 L960 720 L0 720Z" fill="#9fb3a8" opacity="0.7"/>`,
  );
  c.poly(
    [
      [-60, 0, 5],
      [60, 0, 5],
      [60, 0, 80],
      [-60, 0, 80],
    ],
    c.linear([
      [0, '#8e8a83'],
      [1, '#b5afa5'],
    ]),
  );
  const h = storeys * 3;
  // A neighbour's house behind, then this one.
  c.box(-s * 12 - 4, -s * 12 + 4, 0, h - 1, 16, 24, '#d8cfc0');
  // The roof first (the front hides what stands behind its edge): the water tank and rebar left for another storey.
  c.box(-s * 2.2 - 0.6, -s * 2.2 + 0.6, h + 0.9, h + 2.2, 10.4, 11.5, '#1f1f1f');
  c.flat(-s * 2.2, h + 2.2, 10.95, 0.6, 0.55, '#3a3a3a');
  c.box(-3.5, 3.5, 0, h, 10, 18, wall);
  if (brick) {
    for (let y = 0.3; y < h; y += 0.3) c.line([-3.5, y, 10], [3.5, y, 10], rgb(wall, -0.18), 0.6);
  }
  for (let f = 0; f < storeys; f++) {
    const y = f * 3;
    if (f > 0) {
      c.box(-3.6, 3.6, y - 0.1, y + 0.1, 9.2, 10, '#e0dcd4');
      for (let x = -3.5; x <= 3.5; x += 0.25) c.line([x, y + 0.1, 9.25], [x, y + 1.05, 9.25], '#3d3d3d', 1);
      c.line([-3.6, y + 1.05, 9.25], [3.6, y + 1.05, 9.25], '#3d3d3d', 2);
    }
    if (f === 0 && tone % 2 === 0) {
      for (const x of [-3.2, 0.2]) {
        c.front(x, x + 3, 0, 2.5, 9.99, '#9aa0a6');
        for (let yy = 0.15; yy < 2.5; yy += 0.15) c.line([x, yy, 9.98], [x + 3, yy, 9.98], '#6e757c', 1);
      }
      continue;
    }
    for (const x of [-2.8, -0.6, 1.6]) {
      c.front(x - 0.1, x + 1.3, y + 0.9, y + 2.5, 9.99, '#f4f1ea');
      c.front(
        x,
        x + 1.2,
        y + 1.0,
        y + 2.4,
        9.98,
        c.linear(
          [
            [0, '#4a5d6e'],
            [1, '#8ea6ba'],
          ],
          1,
          1,
        ),
      );
      if ((x + f + tone) % 2 === 0) c.front(x, x + 0.45, y + 1.0, y + 2.4, 9.97, rgb(p.curtain, 0.1));
      for (let bx = x + 0.2; bx < x + 1.2; bx += 0.2)
        c.line([bx, y + 1.0, 9.97], [bx, y + 2.4, 9.97], '#3a3a3a', 1);
    }
  }
  c.box(-3.5, 3.5, h, h + 0.9, 10, 10.2, rgb(wall, -0.05));
  for (const x of [-3.4, -1.2, 1.2, 3.4]) c.line([x, h + 0.9, 10.05], [x, h + 1.6, 10.05], '#4a4a4a', 1.5);
  // A pole and its wires across the picture.
  c.box(-s * 4.6, -s * 4.45, 0, 9, 7, 7.15, '#9d9d9d');
  c.raw(
    `<path d="M0 ${200 + tone * 7} Q480 ${260 + tone * 5} 960 ${180 + tone * 6}" stroke="#2b2b2b" stroke-width="1.5" fill="none"/>`,
  );
  return c;
}

export type Variant = { scene: Scene; palette: number; flip: boolean; storeys: number };

/** The SVG of one demo picture, captioned. */
export function sceneSvg(v: Variant): string {
  const p = PALETTES[v.palette % PALETTES.length]!;
  const c =
    v.scene === 'front'
      ? front(p, v.flip, v.storeys, v.palette)
      : { bedroom, study, kitchen, bathroom, dorm, dining, living }[v.scene](p, v.flip);
  return finish(c, CAPTION_TEXT, caption());
}
