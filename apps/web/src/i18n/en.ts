/** English UI strings. ne.ts must have exactly these keys (its type is `typeof en`). */
export const en = {
  common: {
    back: 'Back',
    appName: 'Ghar Bhada',
    backHome: 'Back to home',
    loading: 'Loading…',
    reload: 'Reload',
    opensInNewTab: '(opens in a new tab)',
  },
  nav: {
    mainLabel: 'Main',
    skipToContent: 'Skip to content',
    homeLink: 'Ghar Bhada home',
    openMenu: 'Menu',
    aboutUs: 'About Us',
    myHostel: 'My listings',
    verify: 'Verify',
    listFreelancer: 'Verifier sign-ups',
    buyers: 'Applications',
    reports: 'Reports',
    myApplications: 'My applications',
    savedSearches: 'Saved searches',
    works: 'Works',
    worksCount_one: '{{count}} task',
    worksCount_other: '{{count}} tasks',
    shortlist: 'Shortlist',
    shortlistCount_one: '{{count}} saved',
    shortlistCount_other: '{{count}} saved',
    login: 'Login',
    logout: 'Logout',
    /** The label names the language the button switches to, written in that language. */
    switchLanguage: 'नेपाली',
    /** Shown when Nepali's words did not download: the page stays in English. */
    switchLanguageFailed: 'नेपाली खुलेन। Nepali did not load: check the connection and try again.',
  },
  session: {
    expired: 'Your session has ended. Please log in again.',
    loginRequired: 'Please log in to continue.',
    loginLink: 'Go to Login',
    dismiss: 'Dismiss',
  },
  footer: {
    tagline: 'Verified rooms, flats and hostels across Nepal.',
    legal: 'Legal',
    contact: 'Contact',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    email: 'Email',
    phone: 'Phone',
    copyright: '© {{year}} Ghar Bhada. All rights reserved.',
  },
  /** Each page's <meta name="description"> (app/layout/page-meta.tsx), for search engines. */
  meta: {
    default: 'Ghar Bhada: find verified rooms, flats and hostels across Nepal. Free for students.',
    home: 'Find verified rooms, flats and hostels anywhere in Nepal. Landlords and hostel owners list for free; students pay nothing.',
    searchHostel:
      'Search verified hostels across Nepal by place, compare monthly prices in NPR and apply online.',
    searchBhada:
      'Search verified rooms, flats and houses for rent across Nepal by place, compare prices in NPR and apply online.',
    privacy: 'How Ghar Bhada collects, uses, shares and protects your personal information.',
    terms: 'The rules for using Ghar Bhada, for landlords, hostel owners, tenants, students and freelancers.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
  },
  errors: {
    pageFailed: 'This page could not be loaded',
    pageFailedText: 'Please check your internet connection and try again.',
  },
  /** Shared UI in src/components (dialogs, menus, location and photo inputs). */
  ui: {
    ok: 'OK',
    cancel: 'Cancel',
    required: 'required',
    optional: 'optional',
    moreActions: 'More actions',
    location: {
      hint: 'Type at least 2 letters, then choose a place from the list.',
      searching: 'Searching places…',
      noResults: 'No matching place found. You can keep what you typed.',
      results_one: '{{count}} place found. Use the up and down arrow keys to choose.',
      results_other: '{{count}} places found. Use the up and down arrow keys to choose.',
      failed: 'Place suggestions are not available right now. You can keep what you typed.',
    },
    photos: {
      add: 'Add photos',
      counter: '{{count}} / {{max}} photos selected',
      compactCounter: '{{count}}/{{max}}',
      preview: 'Photo {{index}}',
      remove: 'Remove photo {{index}}',
      tooLarge: "Some files exceed the 5MB limit and weren't uploaded.",
      notImage: 'This file is not a supported image. Please choose a JPG or PNG photo.',
    },
    upload: {
      progress: 'Uploading… {{percent}}%',
    },
    /** Page numbers of a paged list (components/pagination.tsx). */
    pagination: {
      pages: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}}',
    },
    /** A form restored from its draft (lib/form-draft.ts) after a login detour. */
    draft: {
      restored: 'We kept what you typed. Check it and press Submit.',
      filesAgain: 'Please choose these photos again: {{names}}',
      pleaseLogin: 'Please login',
    },
  },
  /** The gates of the role-only screens (app/routes/role-gate.tsx), while they check the role. */
  access: {
    checking: 'Checking your access…',
    checkFailed: 'Your access could not be checked. Please check your connection and try again.',
    retry: 'Retry',
  },
  /** The freelancer screens' gate (/task-req, /accepted-work, /verify/{id}/{taskId}). */
  freelancer: {
    loginTitle: 'Please log in',
    loginText: 'Log in with your verifier account to see your verification tasks.',
    unauthorized: 'Unauthorized: Freelancer access only',
    unauthorizedText:
      'This page is for Ghar Bhada verifiers. If you are one, please log in with your verifier account.',
  },
  admin: {
    unauthorized: 'Unauthorized: Admin access only',
    unauthorizedText:
      'This page is for the Ghar Bhada admin. If you are the admin, please log in with the admin account.',
  },
};

export type Translation = typeof en;
