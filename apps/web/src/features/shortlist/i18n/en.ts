/**
 * English strings of the shortlist screens (the `shortlist` namespace): the account's or
 * visitor's shortlist page and the read-only page a share link opens. Messages of the server come
 * as codes and are translated by the `messages` namespace (src/i18n/messages).
 */
export const shortlistEn = {
  page: {
    title: 'Your shortlist',
    intro: 'The rooms, flats and hostels you saved with the heart, newest first.',
    visitorNotice: 'Saved in this browser only. Log in to keep your shortlist in your account and share it.',
    login: 'Log in',
    loading: 'Loading your shortlist…',
    loadFailed: 'Could not load your shortlist.',
    retry: 'Try again',
    count_one: '{{count}} saved listing',
    count_other: '{{count}} saved listings',
    empty: 'Nothing saved yet. Tap the heart on a listing to keep it here.',
    findHostel: 'Find a hostel',
    findRoom: 'Find a room or flat',
    removeFailed: 'Could not remove it. Please try again.',
  },
  card: {
    photoAlt: 'Photo of {{name}}',
    noPhoto: 'No photo',
    sold: 'Rented',
    hidden: 'No longer listed',
    hiddenNote: 'This listing is no longer shown to tenants.',
    unnamed: 'A listing no longer shown',
    perMonth: 'a month',
    priceOnRequest: 'Price on request',
    remove: 'Remove',
    removeNamed: 'Remove {{name}} from shortlist',
  },
  share: {
    title: 'Share your shortlist',
    intro:
      'Make a link a parent or friend can open without an account. They see these listings and cannot change them.',
    create: 'Share',
    creating: 'Making the link…',
    linkLabel: 'Share link',
    /** Opens the phone's share sheet (where it has one) with the link. */
    send: 'Share',
    sheetTitle: 'My shortlist on Ghar Bhada',
    sheetText: 'The rooms and hostels I saved on Ghar Bhada',
    copy: 'Copy link',
    copied: 'Link copied.',
    copyByHand: 'Copy the link above to send it.',
    stop: 'Stop sharing',
    stopping: 'Stopping…',
    failed: 'Could not make the link. Please try again.',
    stopFailed: 'Could not stop sharing. Please try again.',
  },
  shared: {
    title: 'A shortlist shared with you',
    intro:
      'Someone saved these listings on Ghar Bhada and shared them with you. Open one to see its details.',
    loading: 'Loading the shortlist…',
    loadFailed: 'Could not load this shortlist.',
    empty: 'Nothing is in this shortlist right now.',
    notFound: 'This shortlist link does not work any more. Ask for a new link.',
  },
};

export type ShortlistResources = typeof shortlistEn;
