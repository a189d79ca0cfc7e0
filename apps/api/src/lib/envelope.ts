/** Builders for the response envelope of DESIGN §3, so handlers never spell it by hand. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, error: false as const, message, data };
}

export function okMessage(message: string) {
  return { success: true as const, error: false as const, message };
}

export function okPage<T, M extends { total: number; page: number; limit: number }>(
  data: T[],
  meta: M,
  message = 'OK',
) {
  return { success: true as const, error: false as const, message, data, meta };
}

export function failure(message: string, extra: { code?: string; errors?: Record<string, string> } = {}) {
  return { success: false as const, error: true as const, message, ...extra };
}
