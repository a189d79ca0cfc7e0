import { setupServer } from 'msw/node';
import { sideRequestHandlers } from './side-requests';

/**
 * The web tests' one network: Mock Service Worker intercepts every fetch and XMLHttpRequest the
 * app makes. `vitest.setup.ts` starts it with `onUnhandledRequest: 'error'`, so a request no test
 * answered fails the test, and drops each test's handlers when it ends. Tests add handlers
 * through `stubApi()` (`../api-stub.ts`); the side requests of `./side-requests.ts` are always answered.
 */
export const server = setupServer(...sideRequestHandlers);
