/** Every URL of the site. Screens build links with `paths`; the router registers `routePatterns`. */

export const SEARCH_KINDS = ['hostel', 'bhada'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: string | undefined): value is SearchKind {
  return SEARCH_KINDS.some((kind) => kind === value);
}

export const ABOUT_SECTION_ID = 'about';
/** The home page's "Join as a freelance photographer" section with its sign-up form. */
export const JOIN_SECTION_ID = 'join';

const segment = (value: string) => encodeURIComponent(value);

export const routePatterns = {
  home: '/',
  login: '/login',
  register: '/register',
  gharbeti: '/gharbeti',
  hostel: '/hostel',
  search: '/bhada/:kind',
  apply: '/apply/:id',
  unverified: '/unverified',
  verify: '/verify/:id',
  verifyTask: '/verify/:id/:taskId',
  controlHostel: '/control-hostel',
  editDetails: '/edit-details/:id',
  editImage: '/edit-image/:id',
  editProperty: '/edit-property/:id',
  editPropertyImages: '/edit-property-image/:id',
  verifyEmail: '/verify-email',
  resendVerification: '/resend-verification',
  listBuyer: '/list-buyer',
  listFreelancer: '/list-freelancer',
  taskReq: '/task-req',
  acceptedWork: '/accepted-work',
  forgotPassword: '/forgot-password',
  verificationOtp: '/verification-otp',
  resetPassword: '/reset-password',
  privacy: '/privacy',
  terms: '/terms',
  confirmAvailable: '/confirm-available',
  reports: '/reports',
  savedSearches: '/saved-searches',
  myApplications: '/my-applications',
  unsubscribe: '/unsubscribe',
  shortlist: '/shortlist',
  sharedShortlist: '/shortlist/shared/:token',
} as const;

export const paths = {
  home: () => routePatterns.home,
  aboutSection: () => `${routePatterns.home}#${ABOUT_SECTION_ID}`,
  joinSection: () => `${routePatterns.home}#${JOIN_SECTION_ID}`,
  login: () => routePatterns.login,
  register: () => routePatterns.register,
  gharbeti: () => routePatterns.gharbeti,
  hostel: () => routePatterns.hostel,
  search: (kind: SearchKind) => `/bhada/${kind}`,
  /** A listing's detail, opened over the search of its kind (a property is searched under bhada). */
  listing: (kind: 'hostel' | 'property', id: string) =>
    `/bhada/${kind === 'hostel' ? 'hostel' : 'bhada'}?${new URLSearchParams({ listing: id }).toString()}`,
  apply: (id: string) => `/apply/${segment(id)}`,
  unverified: () => routePatterns.unverified,
  verify: (id: string, taskId?: string) =>
    taskId === undefined ? `/verify/${segment(id)}` : `/verify/${segment(id)}/${segment(taskId)}`,
  /** A hostel's task completion: the same route, told to show the hostel's form. */
  verifyHostelTask: (id: string, taskId: string) =>
    `/verify/${segment(id)}/${segment(taskId)}?${new URLSearchParams({ kind: 'hostel' }).toString()}`,
  controlHostel: () => routePatterns.controlHostel,
  editDetails: (id: string) => `/edit-details/${segment(id)}`,
  editImage: (id: string) => `/edit-image/${segment(id)}`,
  editProperty: (id: string) => `/edit-property/${segment(id)}`,
  editPropertyImages: (id: string) => `/edit-property-image/${segment(id)}`,
  verifyEmail: (code?: string) =>
    code === undefined
      ? routePatterns.verifyEmail
      : `${routePatterns.verifyEmail}?${new URLSearchParams({ code }).toString()}`,
  resendVerification: () => routePatterns.resendVerification,
  listBuyer: () => routePatterns.listBuyer,
  listFreelancer: () => routePatterns.listFreelancer,
  taskReq: () => routePatterns.taskReq,
  acceptedWork: () => routePatterns.acceptedWork,
  forgotPassword: () => routePatterns.forgotPassword,
  verificationOtp: () => routePatterns.verificationOtp,
  resetPassword: () => routePatterns.resetPassword,
  privacy: () => routePatterns.privacy,
  terms: () => routePatterns.terms,
  confirmAvailable: () => routePatterns.confirmAvailable,
  reports: () => routePatterns.reports,
  savedSearches: () => routePatterns.savedSearches,
  myApplications: () => routePatterns.myApplications,
  /** The page an alert email's "Stop emails" link opens (the API writes this path with its token). */
  unsubscribe: (token?: string) =>
    token === undefined
      ? routePatterns.unsubscribe
      : `${routePatterns.unsubscribe}?${new URLSearchParams({ token }).toString()}`,
  shortlist: () => routePatterns.shortlist,
  /** The read-only page a share link opens (the API's share URL is this path on the site). */
  sharedShortlist: (token: string) => `/shortlist/shared/${segment(token)}`,
} as const;
