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

// The router starts fetching the first page's code, beside a Nepali visit's catalogue; the first
// render waits for that catalogue (index.html's app shell stays on screen): no English flash; on a
// page the server drew, also for that page's code, so the first render hydrates the same page.
// In a task of its own: with the entry's evaluation it made one long task (about 100 ms more of
// Lighthouse's blocking time at 4x CPU on every page); the page's requests have all started.
setTimeout(() => {
  const router = createAppRouter();
  void Promise.all([applyStartLanguage(), firstRouteReady(container, router)]).then(() => {
    startApp(
      container,
      <StrictMode>
        <AppProviders router={router} />
      </StrictMode>,
    );
  });
});
