import { vi } from 'vitest';

/**
 * For tests: a screen from 1024 px (`use-wide-screen.ts`), with the full search bar and the
 * filters column; without it jsdom knows no media queries and the page is laid out for a phone.
 */
export function stubWideScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 1024px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
