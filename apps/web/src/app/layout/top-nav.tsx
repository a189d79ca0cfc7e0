import { NAV_DARK_SCROLL_PX } from '@app/shared';
import { lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import type { UserDetails } from '@/api/user/get-user-details';
import { ShortlistNavLink } from '@/components/shortlist-nav-link/shortlist-nav-link';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { clearQueryCache, GivenQueryClient } from '@/lib/query-client-context';
import { setAdminStatus, useSession } from '@/lib/session';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import { buildNavItems, type NavItem } from './nav-links';
import { useScrolledPast } from './use-scrolled-past';

const MENU_ID = 'site-menu';

// Visitors never need the user's details, nor react-query to read them.
const SignedInUser = lazy(async () => ({ default: (await import('./signed-in-user')).SignedInUser }));

export function TopNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const givenQueryClient = useContext(GivenQueryClient);
  const { isLoggedIn } = useSession();
  const [details, setDetails] = useState<UserDetails>();
  const user = isLoggedIn ? details : undefined;
  const isDark = useScrolledPast(NAV_DARK_SCROLL_PX);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Admin screens are gated on the stored status (AdminGate); keep it in step with the server's role.
  useEffect(() => {
    if (user) setAdminStatus(user.role === 'ADMIN');
  }, [user]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const handleLogout = () => {
    logout();
    void clearQueryCache(givenQueryClient);
    closeMenu();
    void navigate(paths.home());
  };

  return (
    <header className={isDark ? 'site-header site-header--dark' : 'site-header'}>
      {isLoggedIn && (
        <Suspense fallback={null}>
          <SignedInUser onDetails={setDetails} />
        </Suspense>
      )}
      <div className="site-header__bar container">
        <Link to={paths.home()} className="brand" aria-label={t('nav.homeLink')}>
          <BrandMark />
          <span className="brand__name">{t('common.appName')}</span>
        </Link>
        <LanguageSwitch />
        <button
          ref={menuButtonRef}
          type="button"
          className="menu-button"
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-button__icon" aria-hidden="true" />
          <span className="menu-button__label">{t('nav.openMenu')}</span>
        </button>
        <nav id={MENU_ID} className="site-nav" data-open={isMenuOpen} aria-label={t('nav.mainLabel')}>
          <ul className="site-nav__list">
            {buildNavItems(user).map((item) => (
              <li key={item.id}>
                <NavItemLink item={item} onNavigate={closeMenu} />
              </li>
            ))}
            <li>
              <ShortlistNavLink onNavigate={closeMenu} />
            </li>
            <li>
              {isLoggedIn ? (
                <button type="button" className="site-nav__link site-nav__action" onClick={handleLogout}>
                  {t('nav.logout')}
                </button>
              ) : (
                <NavLink to={paths.login()} className="site-nav__link site-nav__action" onClick={closeMenu}>
                  {t('nav.login')}
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  // About Us is an anchor on the home page, so it must not look "current" on every home visit.
  const LinkComponent = item.id === 'about' ? Link : NavLink;
  return (
    <LinkComponent to={item.to} className="site-nav__link" onClick={onNavigate}>
      {t(item.labelKey)}
      {item.badge !== undefined && (
        <>
          {' '}
          <span className="badge" aria-hidden="true">
            {item.badge}
          </span>
          <span className="visually-hidden">{`(${t('nav.worksCount', { count: item.badge })})`}</span>
        </>
      )}
    </LinkComponent>
  );
}
