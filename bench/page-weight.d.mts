// Types of page-weight.mjs for the TypeScript bench runner (apps/api/scripts/bench-run.ts).
export interface PageWeight {
  htmlBytes: number;
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  imageBytes: number;
  otherBytes: number;
  total: number;
  /** Every byte of the first visit: HTML, JS, CSS, fonts, images (the ones in view) and API answers. */
  allBytes: number;
  headerBytes: number;
  requests: number;
  files?: { url: string; type: string; encoding: string | null; bytes: number }[];
}
export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}
export function measurePageWeight(baseUrl: string, pagePath?: string): Promise<PageWeight>;
export function runLighthouse(
  url: string,
  options?: { runs?: number },
): Promise<LighthouseFigures & { runs?: LighthouseFigures[] }>;
export interface FirstCardFigures {
  /** First contentful paint: the app shell in the HTML. */
  shellMs: number;
  firstCardMs: number;
  runs?: { shellMs: number; firstCardMs: number }[];
}
/** Slow 4G (150 ms, 1.6 Mbps) and a 4× slower CPU, cold cache; medians of `runs`. */
export function measureFirstCard(
  baseUrl: string,
  pagePath: string,
  options?: { runs?: number },
): Promise<FirstCardFigures>;
