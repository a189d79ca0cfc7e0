// Types of page-weight.mjs for the TypeScript bench runner (apps/api/scripts/bench-run.ts).
export interface PageWeight {
  htmlBytes: number;
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  imageBytes: number;
  otherBytes: number;
  total: number;
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
