import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from '@/components/when-near-viewport';
import { JOIN_SECTION_ID } from '@/config/paths';

/**
 * "Join as a freelance photographer". The sign-up form is another feature's, handed in by the
 * route (features do not import each other).
 */
export function JoinFreelanceSection({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    // tabIndex lets a link to #join (the return after logging in) move keyboard focus here too.
    <section
      id={JOIN_SECTION_ID}
      tabIndex={-1}
      className="section section--tinted"
      aria-labelledby="join-title"
    >
      <div className="container section__narrow">
        <h2 id="join-title">{t('join.title')}</h2>
        <p>{t('join.text')}</p>
        {children && (
          <WhenNearViewport
            eager={window.location.hash === `#${JOIN_SECTION_ID}`}
            fallback={<p role="status">{t('join.loadingForm')}</p>}
          >
            {children}
          </WhenNearViewport>
        )}
      </div>
    </section>
  );
}
