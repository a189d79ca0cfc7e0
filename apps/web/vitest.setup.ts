import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from './src/test/msw/server';

// Every web test file, in jsdom or in Node. vitest.setup.dom.ts adds what the jsdom files need.
// In `web` and `web:node` a worker's files share its loaded modules, and this file runs again
// before each of them.

// The network is the boundary: a request that no handler of the test answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Real timers again after every test, whatever it did: a fake clock left running would stop the
// timers of the files its worker runs next (after-hooks run in reverse: this one after the
// DOM cleanup and the console.error check below).
afterEach(() => {
  vi.useRealTimers();
});

let consoleErrors: unknown[][] = [];
const originalConsoleError = console.error;

beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  };
});

// Registered before the DOM setup's afterEach, so it runs after it (Vitest runs after-hooks in
// reverse): an error logged while unmounting still fails the test.
afterEach(() => {
  console.error = originalConsoleError;
  expect(consoleErrors, 'console.error was called during the test').toEqual([]);
});
