import { createElement, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { RenderListingActions } from '../features/listings/unverified-page';
import { afterCatalogues } from '../i18n/after-catalogues';
import { ClientOnly } from '../components/client-only';
import { routePatterns } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoading } from './routes/page-loading';
import { RouteError } from './routes/route-error';

// Each lazy component renders once its catalogues are here in the current language (as each lazy
// route does, router.ts).
const FreelancerJoinForm = lazy(
  afterCatalogues(async () => {
    const [{ FreelancerJoinForm: Form }, { QueryScope }] = await Promise.all([
      import('./routes/freelancer-join-form'),
      import('../lib/query-scope'),
    ]);
    return { default: () => createElement(QueryScope, null, createElement(Form)) };
  }),
);

const ReportListing = lazy(
  afterCatalogues(async () => ({
    default: (await import('../features/reports/report-listing')).ReportListing,
  })),
);

const SaveSearchButton = lazy(
  afterCatalogues(async () => ({
    default: (await import('../features/saved-searches/save-search-button')).SaveSearchButton,
  })),
);

const homePage: RouteObject = {
  index: true,
  lazy: async () => {
    // The freelancer sign-up form is its own feature; the home page only gives it a place, and
    // its code (form and validation) loads when that place nears the screen.
    const { HomePage } = await import('../features/home/home-page');
    return { element: createElement(HomePage, { joinForm: createElement(FreelancerJoinForm) }) };
  },
};

/** Every page but home and not-found asks the server through react-query. */
const queryPages: RouteObject[] = [
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
    lazy: async () => {
      const { Component: SearchPage, ...route } = await import('../features/search/search-route');
      // An open listing ends with the reports feature's "Report this listing" (features do not
      // import each other); its code (form and validation) loads when a listing is first opened.
      const page = createElement(SearchPage, {
        // The saved-searches feature's "Save this search", reading the search from the address.
        renderSearchActions: (kind) =>
          createElement(Suspense, { fallback: null }, createElement(SaveSearchButton, { kind })),
        // Not drawn on the server (a shared listing's page): it has no code for it yet.
        renderListingExtras: (listing) =>
          createElement(
            ClientOnly,
            { key: listing._id },
            createElement(
              Suspense,
              { fallback: null },
              createElement(ReportListing, { listingId: listing._id }),
            ),
          ),
      });
      return { ...route, element: page };
    },
  },
  {
    path: routePatterns.apply,
    lazy: async () => ({ Component: (await import('../features/applications/apply-page')).ApplyPage }),
  },
  {
    path: routePatterns.unverified,
    lazy: async () => {
      const [{ AdminGate }, { UnverifiedListingsPage }, { ListingTaskActions }] = await Promise.all([
        import('./routes/admin-gate'),
        import('../features/listings/unverified-page'),
        import('../features/tasks/components/listing-task-actions'),
      ]);
      // Each property and hostel gets the tasks feature's assign panel, or its open task (features
      // do not import each other).
      const renderActions: RenderListingActions = (listing, titleId) =>
        createElement(ListingTaskActions, { listing, titleId });
      const page = createElement(UnverifiedListingsPage, {
        renderPropertyActions: renderActions,
        renderHostelActions: renderActions,
      });
      return { element: createElement(AdminGate, null, page) };
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
  {
    path: routePatterns.verifyTask,
    lazy: async () => {
      const [{ FreelancerGate }, { VerifyTaskPage }] = await Promise.all([
        import('./routes/freelancer-gate'),
        import('./routes/verify-task-page'),
      ]);
      // The property's or the hostel's verification form, sent as the freelancer's task completion.
      const page = createElement(VerifyTaskPage);
      return { element: createElement(FreelancerGate, null, page) };
    },
  },
  {
    path: routePatterns.controlHostel,
    lazy: async () => {
      const [{ MyListingsPage }, { ApplicantsPanel }] = await Promise.all([
        import('../features/listings/my-listings-page'),
        import('../features/applications/components/applicants-panel'),
      ]);
      // Each listing's applicants are the applications feature's panel (features do not import each other).
      const page = createElement(MyListingsPage, {
        renderApplicants: (listing) =>
          createElement(ApplicantsPanel, {
            listingId: listing._id,
            listingName: listing.name,
            sold: listing.sold,
            kind: listing.kind,
          }),
      });
      return { element: page };
    },
  },
  {
    path: routePatterns.confirmAvailable,
    lazy: async () => ({
      Component: (await import('../features/listings/confirm-available-page')).ConfirmAvailablePage,
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
      Component: (await import('../features/listings/edit-listing-images-page')).EditHostelImagesPage,
    }),
  },
  {
    path: routePatterns.editProperty,
    lazy: async () => ({
      Component: (await import('../features/listings/edit-property-details-page')).EditPropertyDetailsPage,
    }),
  },
  {
    path: routePatterns.editPropertyImages,
    lazy: async () => ({
      Component: (await import('../features/listings/edit-listing-images-page')).EditPropertyImagesPage,
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
  {
    path: routePatterns.listFreelancer,
    lazy: async () => {
      const [{ AdminGate }, { FreelancerListPage }] = await Promise.all([
        import('./routes/admin-gate'),
        import('../features/freelancers/freelancer-list-page'),
      ]);
      return { element: createElement(AdminGate, null, createElement(FreelancerListPage)) };
    },
  },
  {
    path: routePatterns.reports,
    lazy: async () => {
      const [{ AdminGate }, { ReportsQueuePage }] = await Promise.all([
        import('./routes/admin-gate'),
        import('../features/reports/reports-queue-page'),
      ]);
      return { element: createElement(AdminGate, null, createElement(ReportsQueuePage)) };
    },
  },
  {
    path: routePatterns.taskReq,
    lazy: async () => {
      const [{ FreelancerGate }, { TaskRequestsPage }] = await Promise.all([
        import('./routes/freelancer-gate'),
        import('../features/tasks/task-requests-page'),
      ]);
      return { element: createElement(FreelancerGate, null, createElement(TaskRequestsPage)) };
    },
  },
  {
    path: routePatterns.acceptedWork,
    lazy: async () => {
      const [{ FreelancerGate }, { AcceptedTasksPage }] = await Promise.all([
        import('./routes/freelancer-gate'),
        import('../features/tasks/accepted-tasks-page'),
      ]);
      return { element: createElement(FreelancerGate, null, createElement(AcceptedTasksPage)) };
    },
  },
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
    path: routePatterns.shortlist,
    lazy: async () => ({ Component: (await import('../features/shortlist/shortlist-page')).ShortlistPage }),
  },
  {
    path: routePatterns.sharedShortlist,
    lazy: async () => ({
      Component: (await import('../features/shortlist/shared-shortlist-page')).SharedShortlistPage,
    }),
  },
  {
    path: routePatterns.savedSearches,
    lazy: async () => ({
      Component: (await import('../features/saved-searches/saved-searches-page')).SavedSearchesPage,
    }),
  },
  {
    path: routePatterns.myApplications,
    lazy: async () => ({
      Component: (await import('../features/applications/my-applications-page')).MyApplicationsPage,
    }),
  },
  {
    path: routePatterns.unsubscribe,
    lazy: async () => ({
      Component: (await import('../features/saved-searches/unsubscribe-page')).UnsubscribePage,
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
];

const pages: RouteObject[] = [
  homePage,
  {
    lazy: async () => ({ Component: (await import('./routes/query-layout')).QueryLayout }),
    children: queryPages,
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
