import { vi } from 'vitest';

/** jsdom has no object URLs: stands in for them, numbered, so tests can follow each preview. */
export function stubObjectUrls() {
  let count = 0;
  const createObjectURL = vi.fn(() => `blob:preview-${++count}`);
  const revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = revokeObjectURL;
    },
  );
  return { createObjectURL, revokeObjectURL };
}
