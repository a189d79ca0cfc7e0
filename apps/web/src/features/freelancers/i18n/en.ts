/**
 * English strings of the freelancer screens: the home page's sign-up form and the admin's list of sign-ups (the `freelancers` namespace). Messages of the shared schemas and the
 * server are not here: they come as codes and are translated by the `messages` namespace
 * (src/i18n/messages).
 */
export const freelancersEn = {
  errors: {
    submissionFailed: 'Submission failed. Please try again.',
    network: 'Network Error. Please check your connection and try again.',
    fetchFailed: 'Failed to fetch freelancers. Please try again later.',
    approveFailed: 'Could not approve this sign-up. Please try again.',
    rejectFailed: 'Could not reject this sign-up. Please try again.',
  },
  signup: {
    formTitle: 'Send us your details',
    name: 'Full name',
    phone: 'Phone number',
    phoneHint: 'At least 10 digits, such as 98XXXXXXXX',
    email: 'Email address',
    location: 'Your location',
    message: 'Message',
    messageHint: 'Your camera or phone, your experience, the areas you know well.',
    submit: 'Submit',
    submitting: 'Submitting…',
    loginTitle: 'Log in to send your sign-up',
    loginText:
      'A sign-up belongs to an account, so please log in (or register) first. We have kept everything you typed: after logging in you come back here to send it.',
    login: 'Log in',
    register: 'Register',
    draftRestored: 'We kept the details you typed. Check them and press Submit.',
  },
  list: {
    title: 'Admin dashboard',
    subtitle: 'Freelancer sign-ups',
    intro: 'People who asked to join as freelance photographers, waiting for your decision.',
    searchLabel: 'Search sign-ups',
    searchHint: 'Name, email or location',
    pending_one: '{{count}} pending sign-up',
    pending_other: '{{count}} pending sign-ups',
    matching_one: '{{count}} pending sign-up matches “{{q}}”',
    matching_other: '{{count}} pending sign-ups match “{{q}}”',
    loading: 'Loading sign-ups…',
    updating: 'Updating the list…',
    empty: 'No pending freelancer sign-ups.',
    emptySearch: 'No freelancers found matching your criteria.',
    clearSearch: 'Clear search',
    retry: 'Retry',
    unverified: 'Unverified',
    signedUp: 'Signed up {{date}}',
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
    message: 'Message',
    approve: 'Approve',
    approving: 'Approving…',
    reject: 'Reject',
    rejecting: 'Rejecting…',
    rejectTitle: 'Reject this sign-up?',
    rejectText: 'The sign-up from {{name}} will be removed from the list. This cannot be undone.',
    approved: '{{name}} is approved as a freelancer.',
    rejected: 'The sign-up from {{name}} was rejected.',
    pageOf: 'Page {{page}} of {{pages}}',
  },
};

/** The same tree with plain strings, so the Nepali bundle must have every key and only strings. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type FreelancersResources = Strings<typeof freelancersEn>;
