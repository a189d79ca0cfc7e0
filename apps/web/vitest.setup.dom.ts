import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from './src/i18n';
import { appQueryClient } from './src/lib/app-query-client';
import { installDialogBehaviour } from './src/test/dialog';

// The jsdom test files only, after vitest.setup.ts. The i18n instance is reset here because it
// needs a DOM to load (it sets <html lang>), so only these files can use it.
//
// In project `web` a worker's files share one jsdom window and their loaded modules
// (`isolate: false`), and this file runs again before each of them: what it installs must not
// stack up, and after each test it puts back what a fresh window had, so no test, nor the next
// file, sees what an earlier one left.

// findBy*/waitFor give up after this long: generous, because whole screens load a lazy route (its
// code compiles on first use) on shared, noisy CI machines. It costs nothing when things are fast.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks scrolling; React Router's ScrollRestoration calls both.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
installDialogBehaviour();

const INITIAL_URL = window.location.href;

afterEach(async () => {
  cleanup();
  // An empty <head> and <body>, as jsdom starts: the <meta> tags and the <title> a screen set,
  // whatever a test appended, and attributes left on <body> go.
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  // The language cookie a choice wrote (src/i18n/language.ts): jsdom keeps cookies between tests.
  document.cookie = 'lang=; Path=/; Max-Age=0';
  // What a test put on navigator (the clipboard, Web Locks; user-event's clipboard too) goes:
  // jsdom's navigator has no own named properties, only its prototype's (and a symbol of its own).
  for (const key of Object.getOwnPropertyNames(navigator)) Reflect.deleteProperty(navigator, key);
  window.history.replaceState(null, '', INITIAL_URL);
  // The app's own query client serves what a test renders without one (QueryScope).
  appQueryClient().clear();
  await i18n.changeLanguage('en');
});
