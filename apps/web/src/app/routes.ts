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
  {
    path: routePatterns.login,
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  {
    path: routePatterns.register,
    lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }),
  },
  {
    path: routePatterns.gharbeti,
    lazy: async () => ({
      Component: (await import('../features/listings/add-property-page')).AddPropertyPage,
    }),
  },
  {
    path: routePatterns.hostel,
    lazy: async () => ({ Component: (await import('../features/listings/add-hostel-page')).AddHostelPage }),
  },
  {
    path: routePatterns.search,
    lazy: () => import('../features/search/search-route'),
  },
  {
    path: routePatterns.apply,
    lazy: async () => ({ Component: (await import('../features/applications/apply-page')).ApplyPage }),
  },
  {
    path: routePatterns.unverified,
    lazy: async () => {
      const [{ AdminGate }, { UnverifiedListingsPage }] = await Promise.all([
        import('./routes/admin-gate'),
        import('../features/listings/unverified-page'),
      ]);
      return { element: createElement(AdminGate, null, createElement(UnverifiedListingsPage)) };
    },
  },
  {
    path: routePatterns.verify,
    lazy: async () => {
      const [{ AdminGate }, { VerifyPropertyPage }] = await Promise.all([
        import('./routes/admin-gate'),
        import('../features/listings/verify-property-page'),
      ]);
      return { element: createElement(AdminGate, null, createElement(VerifyPropertyPage)) };
    },
  },
  { path: routePatterns.verifyTask, lazy: comingSoon('verifyTask') },
  {
    path: routePatterns.controlHostel,
    lazy: async () => ({
      Component: (await import('../features/listings/hostel-dashboard-page')).HostelDashboardPage,
    }),
  },
  {
    path: routePatterns.editDetails,
    lazy: async () => ({
      Component: (await import('../features/listings/edit-hostel-details-page')).EditHostelDetailsPage,
    }),
  },
  {
    path: routePatterns.editImage,
    lazy: async () => ({
      Component: (await import('../features/listings/edit-hostel-images-page')).EditHostelImagesPage,
    }),
  },
  {
    path: routePatterns.verifyEmail,
    lazy: async () => ({ Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage }),
  },
  {
    path: routePatterns.resendVerification,
    lazy: async () => ({
      Component: (await import('../features/auth/resend-verification-page')).ResendVerificationPage,
    }),
  },
  {
    path: routePatterns.listBuyer,
    lazy: async () => {
      const [{ AdminGate }, { BuyerListPage }] = await Promise.all([
        import('./routes/admin-gate'),
        import('../features/applications/buyer-list-page'),
      ]);
      return { element: createElement(AdminGate, null, createElement(BuyerListPage)) };
    },
  },
  { path: routePatterns.listFreelancer, lazy: comingSoon('listFreelancer') },
  { path: routePatterns.taskReq, lazy: comingSoon('taskReq') },
  { path: routePatterns.acceptedWork, lazy: comingSoon('acceptedWork') },
  {
    path: routePatterns.forgotPassword,
    lazy: async () => ({
      Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: routePatterns.verificationOtp,
    lazy: async () => ({
      Component: (await import('../features/auth/verification-otp-page')).VerificationOtpPage,
    }),
  },
  {
    path: routePatterns.resetPassword,
    lazy: async () => ({
      Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
    }),
  },
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
