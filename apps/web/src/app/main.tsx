import '../styles/fonts.css';
import '../styles/global.css';
import { applyStartLanguage } from '../i18n';
import { StrictMode } from 'react';
import { removeLegacyRefreshToken } from '../lib/session';
import { firstRouteReady } from './first-route-ready';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { startApp } from './start-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Older builds stored the refresh token where scripts can read it; the cookie is enough now.
removeLegacyRefreshToken();

// The router starts fetching the first page's code now, beside a Nepali visit's catalogue; the
// first render waits for that catalogue (index.html's app shell stays on screen): no English flash;
// on a page the server drew, also for that page's code, so the first render hydrates the same page.
const router = createAppRouter();
void Promise.all([applyStartLanguage(), firstRouteReady(container, router)]).then(() => {
  startApp(
    container,
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>,
  );
});
