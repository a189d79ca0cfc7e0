import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import type { ComingSoonScreen } from '../components/coming-soon';
import { routePatterns } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoading } from './routes/page-loading';
import { RouteError } from './routes/route-error';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** Screens of later issues: one small shared chunk. */
function comingSoon(screen: ComingSoonScreen): LazyRoute {
  return async () => {
    const { ComingSoon } = await import('../components/coming-soon');
    return { element: createElement(ComingSoon, { screen }) };
  };
}

const pages: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
  },
  { path: routePatterns.login, lazy: comingSoon('login') },
  { path: routePatterns.register, lazy: comingSoon('register') },
  { path: routePatterns.gharbeti, lazy: comingSoon('gharbeti') },
  { path: routePatterns.hostel, lazy: comingSoon('hostel') },
  {
    path: routePatterns.search,
    lazy: async () => ({ Component: (await import('./routes/search-route')).SearchRoute }),
  },
  { path: routePatterns.apply, lazy: comingSoon('apply') },
  { path: routePatterns.unverified, lazy: comingSoon('unverified') },
  { path: routePatterns.verify, lazy: comingSoon('verify') },
  { path: routePatterns.verifyTask, lazy: comingSoon('verifyTask') },
  { path: routePatterns.controlHostel, lazy: comingSoon('controlHostel') },
  { path: routePatterns.editDetails, lazy: comingSoon('editDetails') },
  { path: routePatterns.editImage, lazy: comingSoon('editImage') },
  { path: routePatterns.verifyEmail, lazy: comingSoon('verifyEmail') },
  { path: routePatterns.resendVerification, lazy: comingSoon('resendVerification') },
  { path: routePatterns.listBuyer, lazy: comingSoon('listBuyer') },
  { path: routePatterns.listFreelancer, lazy: comingSoon('listFreelancer') },
  { path: routePatterns.taskReq, lazy: comingSoon('taskReq') },
  { path: routePatterns.acceptedWork, lazy: comingSoon('acceptedWork') },
  { path: routePatterns.forgotPassword, lazy: comingSoon('forgotPassword') },
  { path: routePatterns.verificationOtp, lazy: comingSoon('verificationOtp') },
  { path: routePatterns.resetPassword, lazy: comingSoon('resetPassword') },
  {
    path: routePatterns.privacy,
    lazy: async () => ({ Component: (await import('../features/legal/privacy-page')).PrivacyPage }),
  },
  {
    path: routePatterns.terms,
    lazy: async () => ({ Component: (await import('../features/legal/terms-page')).TermsPage }),
  },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    path: routePatterns.home,
    Component: AppLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    // A failing page keeps the nav and footer around it.
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
];
