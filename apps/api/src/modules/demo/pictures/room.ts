import { HEIGHT, WIDTH, canvas, rgb, type Canvas } from './draw';

export type Palette = {
  wall: string;
  floor: string;
  floorKind: 'planks' | 'tiles' | 'marble';
  accent: string;
  second: string;
  wood: string;
  curtain: string;
};

/** Wall colours people paint rented rooms in Nepal, with floors and fabrics to go with them. */
export const PALETTES: readonly Palette[] = [
  {
    wall: '#dfe9ef',
    floor: '#9a6b46',
    floorKind: 'planks',
    accent: '#8c2f39',
    second: '#e9c46a',
    wood: '#6f4a2f',
    curtain: '#b5485d',
  },
  {
    wall: '#e3efdc',
    floor: '#c9b79c',
    floorKind: 'tiles',
    accent: '#264f78',
    second: '#f4a261',
    wood: '#7a5535',
    curtain: '#3d6f8f',
  },
  {
    wall: '#f3e1dc',
    floor: '#d8d4cc',
    floorKind: 'marble',
    accent: '#2a6f6b',
    second: '#f1c27d',
    wood: '#5e3d26',
    curtain: '#d8a04a',
  },
  {
    wall: '#f4ecd2',
    floor: '#8c5a3c',
    floorKind: 'planks',
    accent: '#4b3f72',
    second: '#e76f51',
    wood: '#4e3423',
    curtain: '#7f5aa2',
  },
  {
    wall: '#e6e0f0',
    floor: '#bfae94',
    floorKind: 'tiles',
    accent: '#b23a48',
    second: '#8ab17d',
    wood: '#6b4b34',
    curtain: '#c0504d',
  },
  {
    wall: '#fbf3e4',
    floor: '#e0dbd2',
    floorKind: 'marble',
    accent: '#1d5c4d',
    second: '#e9a23b',
    wood: '#80583a',
    curtain: '#2f7d6b',
  },
];

export type Room = {
  c: Canvas;
  w: number;
  h: number;
  d: number;
  /** Where the window is: on the back wall at this x, or on the left or right wall. */
  window:
    | { on: 'back'; x: number; width: number; y0: number; y1: number }
    | { on: 'left' | 'right'; z0: number; z1: number; y0: number; y1: number }
    | null;
};

/** A room seen from its doorway: floor, back wall, side walls and ceiling, shaded, with its window and the light through it. */
export function room(
  p: Palette,
  size: { w: number; h: number; d: number; camX?: number },
  window: Room['window'],
  opts: { tiledTo?: number } = {},
): Room {
  const { w, h, d } = size;
  const cam = { focal: 600, horizon: 340, eye: 1.35, x: size.camX ?? 0 };
  const c = canvas(cam);
  const near = 0.45;
  const L = -w / 2;
  const R = w / 2;
  const lit = window?.on === 'left' ? 1 : window?.on === 'right' ? 0 : 0.5;
  // Ceiling, then the walls (lighter where the window's light falls), then the floor.
  c.poly(
    [
      [L, h, near],
      [R, h, near],
      [R, h, d],
      [L, h, d],
    ],
    c.linear([
      [0, rgb(p.wall, 0.55)],
      [1, rgb(p.wall, -0.12)],
    ]),
  );
  c.poly(
    [
      [L, 0, near],
      [L, 0, d],
      [L, h, d],
      [L, h, near],
    ],
    c.linear(
      [
        [0, rgb(p.wall, -0.3 + lit * 0.1)],
        [1, rgb(p.wall, -0.06 + lit * 0.04)],
      ],
      1,
      0,
    ),
  );
  c.poly(
    [
      [R, 0, near],
      [R, 0, d],
      [R, h, d],
      [R, h, near],
    ],
    c.linear(
      [
        [0, rgb(p.wall, -0.06 + (1 - lit) * 0.04)],
        [1, rgb(p.wall, -0.3 + (1 - lit) * 0.1)],
      ],
      1,
      0,
    ),
  );
  c.front(
    L,
    R,
    0,
    h,
    d,
    c.radial(
      [
        [0, rgb(p.wall, 0.35)],
        [0.7, p.wall],
        [1, rgb(p.wall, -0.1)],
      ],
      0.5 + (window?.on === 'back' ? window.x / w : lit - 0.5),
      0.35,
      0.8,
    ),
  );
  if (opts.tiledTo) tiles(c, p, L, R, d, h, opts.tiledTo);
  floor(c, p, L, R, near, d);
  // Skirting where the walls meet the floor, and the corners' shadow lines.
  c.poly(
    [
      [L, 0, d],
      [R, 0, d],
      [R, 0.08, d],
      [L, 0.08, d],
    ],
    rgb(p.wall, -0.35),
  );
  c.line([L, 0, d], [L, h, d], rgb(p.wall, -0.25), 1.5);
  c.line([R, 0, d], [R, h, d], rgb(p.wall, -0.25), 1.5);
  c.line([L, h, d], [R, h, d], rgb(p.wall, -0.18), 1.2);
  // A tube light on the back wall, as in most rented rooms.
  c.front(-0.45, 0.45, h - 0.32, h - 0.26, d - 0.01, '#fffdf2');
  const r: Room = { c, w, h, d, window };
  if (window) drawWindow(r, p);
  return r;
}

function floor(c: Canvas, p: Palette, L: number, R: number, near: number, d: number) {
  c.poly(
    [
      [L, 0, near],
      [R, 0, near],
      [R, 0, d],
      [L, 0, d],
    ],
    c.linear([
      [0, rgb(p.floor, -0.15)],
      [0.6, p.floor],
      [1, rgb(p.floor, 0.12)],
    ]),
  );
  const seam = rgb(p.floor, p.floorKind === 'planks' ? -0.3 : -0.12);
  if (p.floorKind === 'planks') {
    for (let x = L + 0.2; x < R; x += 0.2) c.line([x, 0, near], [x, 0, d], seam, 1.1);
    for (let z = 1; z < d; z += 0.9) c.line([L, 0, z], [R, 0, z], seam, 0.5, 'opacity="0.5"');
  } else {
    const step = p.floorKind === 'tiles' ? 0.4 : 0.6;
    for (let x = L + step; x < R; x += step) c.line([x, 0, near], [x, 0, d], seam, 1);
    for (let z = d - step; z > near; z -= step) c.line([L, 0, z], [R, 0, z], seam, 1);
  }
}

/** Glazed tiles up to `to` metres on the three walls (kitchens and bathrooms). */
function tiles(c: Canvas, p: Palette, L: number, R: number, d: number, h: number, to: number, from = 0) {
  const tile = rgb(p.wall, 0.25);
  c.front(
    L,
    R,
    from,
    to,
    d,
    c.linear([
      [0, tile],
      [1, rgb(tile, -0.08)],
    ]),
  );
  c.poly(
    [
      [L, from, 0.45],
      [L, from, d],
      [L, to, d],
      [L, to, 0.45],
    ],
    c.linear(
      [
        [0, rgb(tile, -0.28)],
        [1, rgb(tile, -0.08)],
      ],
      1,
      0,
    ),
  );
  c.poly(
    [
      [R, from, 0.45],
      [R, from, d],
      [R, to, d],
      [R, to, 0.45],
    ],
    c.linear(
      [
        [0, rgb(tile, -0.08)],
        [1, rgb(tile, -0.28)],
      ],
      1,
      0,
    ),
  );
  const grout = rgb(tile, -0.2);
  for (let y = from + 0.3; y < to; y += 0.3) {
    c.line([L, y, d], [R, y, d], grout, 1);
    c.line([L, y, 0.45], [L, y, d], grout, 1);
    c.line([R, y, 0.45], [R, y, d], grout, 1);
  }
  for (let x = L + 0.3; x < R; x += 0.3) c.line([x, from, d], [x, to, d], grout, 1);
  for (let z = d - 0.3; z > 0.5; z -= 0.3) {
    c.line([L, from, z], [L, to, z], grout, 1);
    c.line([R, from, z], [R, to, z], grout, 1);
  }
  c.line([L, to, d], [R, to, d], rgb(tile, -0.35), 2);
}

function drawWindow(r: Room, p: Palette) {
  const { c, w, d, window } = r;
  if (!window) return;
  const sky = c.linear([
    [0, '#9cc9ee'],
    [0.6, '#d8ecfa'],
    [1, '#f4efe0'],
  ]);
  const frame = '#f4f1ea';
  if (window.on === 'back') {
    const { x, width, y0, y1 } = window;
    const a = x - width / 2;
    const b = x + width / 2;
    // Light falling through it onto the floor, and a glow on the wall around it.
    c.poly(
      [
        [a, 0.01, d - 0.1],
        [b, 0.01, d - 0.1],
        [b + 0.5, 0.01, d - 2.4],
        [a + 0.5, 0.01, d - 2.4],
      ],
      c.linear([
        [0, '#fff8e0', 0.45],
        [1, '#fff8e0', 0],
      ]),
    );
    c.front(a - 0.12, b + 0.12, y0 - 0.12, y1 + 0.1, d - 0.005, rgb(p.wall, -0.12));
    c.front(a, b, y0, y1, d - 0.01, sky);
    // Hills and a neighbour's roof seen through the glass.
    c.poly(
      [
        [a, y0, d - 0.011],
        [a, y0 + (y1 - y0) * 0.35, d - 0.011],
        [a + width * 0.3, y0 + (y1 - y0) * 0.5, d - 0.011],
        [a + width * 0.7, y0 + (y1 - y0) * 0.3, d - 0.011],
        [b, y0 + (y1 - y0) * 0.42, d - 0.011],
        [b, y0, d - 0.011],
      ],
      '#8fa9a0',
      'opacity="0.8"',
    );
    c.front(a + width * 0.55, b, y0, y0 + (y1 - y0) * 0.28, d - 0.012, '#d9b99b');
    c.front(a, b, y0, y0 + 0.05, d - 0.02, frame);
    c.front(a, b, y1 - 0.05, y1, d - 0.02, frame);
    c.front(a, a + 0.05, y0, y1, d - 0.02, frame);
    c.front(b - 0.05, b, y0, y1, d - 0.02, frame);
    c.front(x - 0.025, x + 0.025, y0, y1, d - 0.02, frame);
    // Window bars, as on most ground and first floors.
    for (let bx = a + 0.15; bx < b - 0.1; bx += 0.15)
      c.front(bx - 0.006, bx + 0.006, y0, y1, d - 0.015, '#55606a');
    // Curtains drawn to each side, folds as stripes (none on a small window high up).
    if (y1 - y0 < 0.6) return;
    const folds = c.linear(
      [
        [0, rgb(p.curtain, -0.2)],
        [0.25, rgb(p.curtain, 0.1)],
        [0.5, rgb(p.curtain, -0.15)],
        [0.75, rgb(p.curtain, 0.12)],
        [1, rgb(p.curtain, -0.2)],
      ],
      1,
      0,
    );
    c.front(a - 0.35, a + 0.12, y0 - 0.35, y1 + 0.2, d - 0.05, folds);
    c.front(b - 0.12, b + 0.35, y0 - 0.35, y1 + 0.2, d - 0.05, folds);
    c.front(a - 0.45, b + 0.45, y1 + 0.2, y1 + 0.24, d - 0.06, '#8a8a8a');
  } else {
    const x = window.on === 'left' ? -w / 2 : w / 2;
    const { z0, z1, y0, y1 } = window;
    const into = window.on === 'left' ? 1 : -1;
    c.poly(
      [
        [x, 0.01, z0],
        [x, 0.01, z1],
        [x + into * 1.9, 0.01, z1 - 0.5],
        [x + into * 1.9, 0.01, z0 - 0.5],
      ],
      c.linear(
        [
          [0, '#fff8e0', 0.5],
          [1, '#fff8e0', 0],
        ],
        into > 0 ? 1 : 0,
        0,
        into > 0 ? 0 : 1,
        0,
      ),
    );
    c.side(x, z0 - 0.1, z1 + 0.1, y0 - 0.1, y1 + 0.1, rgb(p.wall, -0.2));
    const corners = [
      [x, y0, z0],
      [x, y0, z1],
      [x, y1, z1],
      [x, y1, z0],
    ].map((pt) => c.at(pt as [number, number, number]));
    c.raw(
      `<polygon points="${corners.map((pt) => pt.map((v) => v.toFixed(1)).join(',')).join(' ')}" fill="${sky}"/>`,
    );
    c.side(x, z0, z1, y0, y0 + 0.05, frame);
    c.side(x, z0, z1, y1 - 0.05, y1, frame);
    c.side(x, (z0 + z1) / 2 - 0.03, (z0 + z1) / 2 + 0.03, y0, y1, frame);
    for (let bz = z0 + 0.15; bz < z1 - 0.1; bz += 0.15) c.side(x, bz - 0.008, bz + 0.008, y0, y1, '#55606a');
    const folds = c.linear(
      [
        [0, rgb(p.curtain, -0.2)],
        [0.3, rgb(p.curtain, 0.1)],
        [0.6, rgb(p.curtain, -0.15)],
        [1, rgb(p.curtain, 0.1)],
      ],
      1,
      0,
    );
    c.side(x + into * 0.04, z0 - 0.4, z0 + 0.1, y0 - 0.35, y1 + 0.2, folds);
    c.side(x + into * 0.04, z1 - 0.1, z1 + 0.4, y0 - 0.35, y1 + 0.2, folds);
  }
}

/** The last layer: a soft vignette, as a phone camera makes of a room, and the caption. */
export function finish(c: Canvas, title: string, caption: string) {
  const vignette = c.radial(
    [
      [0.55, '#000', 0],
      [1, '#1a1208', 0.38],
    ],
    0.5,
    0.45,
    0.75,
  );
  return c.svg(title, `<rect width="${WIDTH}" height="${HEIGHT}" fill="${vignette}"/>${caption}`);
}
