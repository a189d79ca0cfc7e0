import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { i18n } from './src/i18n';
import { installDialogBehaviour } from './src/test/dialog';
import { server } from './src/test/msw/server';

// findBy*/waitFor give up after this long: generous, because whole screens load a lazy route (its
// code compiles on first use) on shared, noisy CI machines. It costs nothing when things are fast.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks scrolling; React Router's ScrollRestoration calls both.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
installDialogBehaviour();

// The network is the boundary: a request that no handler of the test answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let consoleErrors: unknown[][] = [];
const originalConsoleError = console.error;

beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  };
});

afterEach(async () => {
  cleanup();
  console.error = originalConsoleError;
  localStorage.clear();
  await i18n.changeLanguage('en');
  expect(consoleErrors, 'console.error was called during the test').toEqual([]);
});
