import './layout.css';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoginPrompt } from './login-prompt';
import { PageMeta } from './page-meta';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

const MAIN_CONTENT_ID = 'main-content';

/** Page chunks download on navigation; on slow data the user should see that something happens. */
function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />;
}

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('nav.skipToContent')}
      </a>
      <RouteProgress />
      <PageMeta />
      <TopNav />
      <LoginPrompt />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <Outlet />
      </main>
      <SiteFooter />
      {/* Scrolls to the top on navigation, and to #about for the About Us link. */}
      <ScrollRestoration />
    </div>
  );
}
