import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from './src/i18n';
import { installDialogBehaviour } from './src/test/dialog';

// The jsdom test files only, after vitest.setup.ts. The i18n instance is reset here because it
// needs a DOM to load (it sets <html lang>), so only these files can use it.

// findBy*/waitFor give up after this long: generous, because whole screens load a lazy route (its
// code compiles on first use) on shared, noisy CI machines. It costs nothing when things are fast.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks scrolling; React Router's ScrollRestoration calls both.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
installDialogBehaviour();

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
