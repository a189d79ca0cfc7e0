/** A tiny perspective drawing kit: points in metres in front of a camera, projected onto a 960 × 720 picture. */
export const WIDTH = 960;
export const HEIGHT = 720;

/** `centre`: where straight ahead lands across the picture (a shifted lens, as for a building's front). */
export type Camera = { focal: number; horizon: number; eye: number; x: number; centre?: number };
export type P3 = [x: number, y: number, z: number];

export const rgb = (hex: string, k = 0) => {
  const n = parseInt(hex.slice(1), 16);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) =>
    Math.max(0, Math.min(255, Math.round(k >= 0 ? v + (255 - v) * k : v * (1 + k)))),
  );
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
};

/** Collects the shapes of one picture, in painting order, and its gradients. */
export function canvas(cam: Camera) {
  const defs: string[] = [];
  const body: string[] = [];
  let ids = 0;
  const f = (n: number) => n.toFixed(1);
  const at = ([x, y, z]: P3): [number, number] => [
    (cam.centre ?? WIDTH / 2) + (cam.focal * (x - cam.x)) / z,
    cam.horizon - (cam.focal * (y - cam.eye)) / z,
  ];
  const points = (ps: P3[]) => ps.map((p) => at(p).map(f).join(',')).join(' ');
  const api = {
    at,
    /** A gradient along x1,y1 → x2,y2 (fractions of the shape's box); answers its url(). */
    linear(stops: [number, string, number?][], x2 = 0, y2 = 1, x1 = 0, y1 = 0) {
      const id = `g${ids++}`;
      defs.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
          .map(
            ([o, c, a]) =>
              `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
          )
          .join('')}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5) {
      const id = `g${ids++}`;
      defs.push(
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
          .map(
            ([o, c, a]) =>
              `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
          )
          .join('')}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    poly(ps: P3[], fill: string, extra = '') {
      body.push(`<polygon points="${points(ps)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
    },
    line(a: P3, b: P3, stroke: string, width = 1, extra = '') {
      const [x1, y1] = at(a);
      const [x2, y2] = at(b);
      body.push(
        `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`,
      );
    },
    /** An ellipse lying flat at height y (a plate, a burner, a seat). */
    flat(x: number, y: number, z: number, rx: number, rz: number, fill: string, extra = '') {
      const [cx, cy] = at([x, y, z]);
      const [, top] = at([x, y, z + rz]);
      const [, bottom] = at([x, y, z - rz]);
      const [right] = at([x + rx, y, z]);
      body.push(
        `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(Math.abs(right - cx))}" ry="${f(Math.max(0.5, Math.abs(bottom - top) / 2))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
      );
    },
    /** A round shape facing the camera (leaves, a lamp's shade), `radius` metres across. */
    blob(x: number, y: number, z: number, radius: number, fill: string) {
      const [cx, cy] = at([x, y, z]);
      body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((cam.focal * radius) / z)}" fill="${fill}"/>`);
    },
    /** A rectangle upright in the plane z (on a wall facing the camera). */
    front(x0: number, x1: number, y0: number, y1: number, z: number, fill: string, extra = '') {
      api.poly(
        [
          [x0, y0, z],
          [x1, y0, z],
          [x1, y1, z],
          [x0, y1, z],
        ],
        fill,
        extra,
      );
    },
    /** A rectangle upright in the plane x (on a side wall). */
    side(x: number, z0: number, z1: number, y0: number, y1: number, fill: string, extra = '') {
      api.poly(
        [
          [x, y0, z0],
          [x, y0, z1],
          [x, y1, z1],
          [x, y1, z0],
        ],
        fill,
        extra,
      );
    },
    /** A rectangle lying flat at height y. */
    level(x0: number, x1: number, z0: number, z1: number, y: number, fill: string, extra = '') {
      api.poly(
        [
          [x0, y, z0],
          [x1, y, z0],
          [x1, y, z1],
          [x0, y, z1],
        ],
        fill,
        extra,
      );
    },
    /** A box lit from above: its top lighter, the side the camera sees darker, the front as `color`. */
    box(
      x0: number,
      x1: number,
      y0: number,
      y1: number,
      z0: number,
      z1: number,
      color: string,
      front?: string,
    ) {
      if (x0 > cam.x) api.side(x0, z0, z1, y0, y1, rgb(color, -0.22));
      if (x1 < cam.x) api.side(x1, z0, z1, y0, y1, rgb(color, -0.22));
      if (y1 < cam.eye) api.level(x0, x1, z0, z1, y1, rgb(color, 0.14));
      if (y0 > cam.eye) api.level(x0, x1, z0, z1, y0, rgb(color, -0.3));
      api.front(x0, x1, y0, y1, z0, front ?? color);
    },
    raw(svg: string) {
      body.push(svg);
    },
    svg(title: string, overlay: string) {
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><title>${title}</title><defs>${defs.join('')}</defs>${body.join('')}${overlay}</svg>`;
    },
  };
  return api;
}
export type Canvas = ReturnType<typeof canvas>;
