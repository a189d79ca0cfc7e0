/**
 * English strings of the saved-search screens (the `savedSearches` namespace): the search page's
 * "Save this search", the /saved-searches page and the /unsubscribe page. Messages of the shared
 * schema and the server come as codes and are translated by the `messages` namespace.
 */
export const savedSearchesEn = {
  save: {
    open: 'Save this search',
    /** On a phone, beside the page's title. */
    openShort: 'Save',
    title: 'Save this search',
    intro:
      'We will email you once a day when new verified listings match it. You can pause or delete it any time.',
    name: 'Name',
    nameHint: 'At most {{max}} characters.',
    submit: 'Save search',
    saving: 'Saving…',
    cancel: 'Cancel',
    close: 'Close',
    failed: 'Could not save this search. Please try again.',
    manage: 'Manage saved searches',
    loginTitle: 'Log in to save this search',
    loginIntro: 'Saved searches are kept in your account. After logging in you come back to this search.',
    login: 'Log in',
  },
  /** The name a new saved search is given, which its owner may change. */
  defaultName: {
    hostel: 'Hostels in {{place}}',
    property: 'Rooms and flats in {{place}}',
    hostelAnywhere: 'Hostels anywhere in Nepal',
    propertyAnywhere: 'Rooms and flats anywhere in Nepal',
  },
  page: {
    title: 'Saved searches',
    intro:
      'Searches you saved. We email you once a day when new verified listings match one, unless its emails are paused.',
    count: '{{count}} of {{max}} saved searches',
    loading: 'Loading your saved searches…',
    loadFailed: 'Could not load your saved searches. Please try again.',
    retry: 'Retry',
    loginRequired: 'Please log in to see your saved searches.',
    login: 'Log in',
    empty: 'No saved searches yet. Search for a hostel or a room, then press “Save this search”.',
    findHostel: 'Find a hostel',
    findRoom: 'Find a room or flat',
  },
  card: {
    kind: {
      hostel: 'Hostels',
      property: 'Rooms and flats',
    },
    anywhere: 'Anywhere in Nepal',
    near: 'Near the place chosen',
    withinKm: 'within {{km}} km',
    emailsOn: 'Daily emails on',
    emailsPaused: 'Emails paused',
    savedOn: 'Saved {{date}}',
    open: 'Open search',
    openLabel: 'Open search “{{name}}”',
    rename: 'Rename',
    renameLabel: 'Rename “{{name}}”',
    newName: 'New name',
    saveName: 'Save name',
    cancel: 'Cancel',
    pause: 'Pause emails',
    pauseLabel: 'Pause emails for “{{name}}”',
    resume: 'Resume emails',
    resumeLabel: 'Resume emails for “{{name}}”',
    delete: 'Delete',
    deleteLabel: 'Delete “{{name}}”',
    working: 'Saving…',
    failed: 'Could not change this saved search. Please try again.',
    confirmTitle: 'Delete this saved search?',
    confirmMessage: '“{{name}}” will be deleted and its emails stop. This cannot be undone.',
    confirmDelete: 'Delete',
  },
  filter: {
    priceFrom: 'From {{price}}',
    priceUpTo: 'Up to {{price}}',
    priceBetween: '{{min}} to {{max}}',
    minRooms_one: 'At least {{count}} room',
    minRooms_other: 'At least {{count}} rooms',
    maxFloor: 'Floor {{floor}} or lower',
    groundFloor: 'Ground floor only',
  },
  sort: {
    price_asc: 'Cheapest first',
    price_desc: 'Most expensive first',
    newest: 'Newest first',
    nearest: 'Nearest first',
  },
  unsubscribe: {
    title: 'Stop emails for a saved search',
    working: 'Stopping the emails…',
    done: 'You will no longer get emails for “{{name}}”.',
    again: 'You can resume them from your saved searches at any time.',
    failed: 'Could not stop the emails. Please check your connection and try again.',
    retry: 'Try again',
    manage: 'Manage saved searches',
    home: 'Go to the home page',
  },
};

/** The same tree with plain strings, so the Nepali bundle must have every key and only strings. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type SavedSearchesResources = Strings<typeof savedSearchesEn>;
