/**
 * The API's answers as tests write them. Kept apart from `api-stub.ts` (which re-exports them) so
 * that `msw/side-requests.ts` can use them without importing the server that imports it.
 */

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A success envelope; `extra` adds fields such as the message's code (`messageCode`). */
export function ok(data?: unknown, message = 'OK', extra: Record<string, unknown> = {}) {
  return { success: true, error: false, message, data, ...extra };
}
