import '../styles/fonts.css';
import '../styles/global.css';
import '../i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { removeLegacyRefreshToken } from '../lib/session';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Older builds stored the refresh token where scripts can read it; the cookie is enough now.
removeLegacyRefreshToken();

createRoot(container).render(
  <StrictMode>
    <AppProviders router={createAppRouter()} />
  </StrictMode>,
);
