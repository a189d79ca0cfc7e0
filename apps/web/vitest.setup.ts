import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { i18n } from './src/i18n';

// findBy*/waitFor give up after this long; generous, because CI machines are shared and noisy.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks scrolling; React Router's ScrollRestoration calls both.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

let consoleErrors: unknown[][] = [];
const originalConsoleError = console.error;

beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  };
  // The network is the boundary: a test that needs it stubs fetch itself.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('Unexpected network call: stub fetch in this test'))),
  );
});

afterEach(async () => {
  cleanup();
  console.error = originalConsoleError;
  localStorage.clear();
  await i18n.changeLanguage('en');
  expect(consoleErrors, 'console.error was called during the test').toEqual([]);
});
