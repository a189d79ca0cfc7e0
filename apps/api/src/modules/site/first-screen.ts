/**
 * The cards a search page is drawn and sent with: what a phone's first screen shows (two at
 * 360 × 740) and the next few a quick scroll reaches. The app asks for the rest of the page's
 * results as the reader scrolls towards them (apps/web features/search/api/first-page.ts); all
 * twenty cards' markup and JSON were 8 of the drawn page's 11 KB (brotli).
 */
export const FIRST_SCREEN_CARDS = 6;

/**
 * The API's answer to the page's search with only its first cards; `meta` (total, page, limit)
 * stays as the API wrote it, so the app can tell a cut page from a short one.
 */
export function firstScreenOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { data } = body as { data?: unknown };
  if (!Array.isArray(data) || data.length <= FIRST_SCREEN_CARDS) return body;
  return { ...body, data: data.slice(0, FIRST_SCREEN_CARDS) };
}
