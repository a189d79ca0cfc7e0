import { SEARCH_MESSAGES } from '@app/shared';

/**
 * The `search` namespace: /bhada/hostel and /bhada/bhada, the listing overlay and the map.
 * SPEC's texts ('Price on request', 'Failed to fetch data', …) are kept word for word.
 */
// Widened to string, so the Nepali file can hold the translations of these English texts.
const searchMessages: Record<keyof typeof SEARCH_MESSAGES, string> = { ...SEARCH_MESSAGES };

export const searchEn = {
  title: {
    hostel: 'Find a hostel',
    bhada: 'Find a room or flat',
  },
  intro: {
    hostel: 'Verified hostels across Nepal. Search a place, compare monthly prices and apply online.',
    bhada: 'Verified rooms, flats and houses for rent across Nepal. Search a place and compare monthly rent.',
  },
  form: {
    label: 'Location',
    placeholder: 'City, area or tole, e.g. Pokhara',
    submit: 'Search',
    sortLabel: 'Sort by',
    nearestHint: 'To sort by distance, choose a place from the suggestions.',
  },
  sort: {
    relevance: 'Best match',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    newest: 'Newest first',
    nearest: 'Nearest first',
  },
  view: {
    label: 'Show results as',
    list: 'List',
    map: 'Map',
  },
  results: {
    headingIn: {
      hostel: 'Hostels in “{{location}}”',
      bhada: 'Rooms and flats in “{{location}}”',
    },
    headingAll: {
      hostel: 'Newest hostels in Nepal',
      bhada: 'Newest rooms and flats in Nepal',
    },
    showing: 'Showing {{shown}} of {{total}}',
    loading: 'Loading…',
    updating: 'Updating results…',
    loadMore: 'Load more',
    loadingMore: 'Loading more…',
    loadMoreFailed: 'Could not load more results.',
    empty: {
      hostel: 'No hostels found for “{{location}}”.',
      bhada: 'No rooms or flats found for “{{location}}”.',
    },
    emptyAll: {
      hostel: 'No hostels are listed yet.',
      bhada: 'No rooms or flats are listed yet.',
    },
    emptyHint:
      'Try another spelling, a nearby place, or a bigger city such as Kathmandu, Pokhara or Chitwan.',
    showAll: 'Show all listings',
    fetchFailed: 'Failed to fetch data',
    offline: 'You seem to be offline. Check your internet connection.',
    retry: 'Retry',
  },
  messages: searchMessages,
  card: {
    photoAlt: 'Photo of {{name}}',
    noPhoto: 'No photo yet',
    perMonth: '/ month',
    location: 'Location',
    price: 'Price',
    rooms: 'Rooms',
    area: 'Area',
    applicants: 'Applicants',
    verified: 'Verified',
    sold: 'Sold',
  },
  price: 'Rs. {{amount}}',
  priceOnRequest: 'Price on request',
  areaSqft: '{{sqft}} sq.ft.',
  areaBoth: '{{sqft}} sq.ft. ({{sqm}} m²)',
  notMeasured: 'Not measured yet',
  dimensions: '{{width}} m × {{length}} m',
  details: {
    close: 'Close',
    loading: 'Loading property details…',
    loadFailed: 'Failed to load property details. Please try again.',
    notFound: 'This listing is no longer available. It may have been sold or removed.',
    description: 'About this place',
    noDescription: 'No detailed description provided.',
    facts: 'Details',
    price: 'Monthly price',
    rooms: 'Rooms',
    bathrooms: 'Bathrooms',
    shutters: 'Shutters',
    area: 'Area',
    dimensions: 'Width × length',
    applicants: 'Applicants',
    listedBy: 'Listed by',
    ownerDefault: 'Owner',
    posted: 'Posted',
    email: 'Email',
    contact: 'Contact',
    contacts: 'Contact numbers',
    call: 'Call {{phone}}',
    location: 'Location',
    openMap: 'Open in Google Maps',
    apply: 'Apply',
    applyFor: 'Apply for {{name}}',
    soldNotice: 'This listing is sold, so it no longer takes applications.',
  },
  photos: {
    label: 'Photos of {{name}}',
    alt: 'Photo {{index}} of {{count}}: {{name}}',
    counter: '{{index}} / {{count}}',
    previous: 'Previous photo',
    next: 'Next photo',
    none: 'No photos yet',
  },
  map: {
    label: 'Map of the results',
    loading: 'Loading map…',
    chunkFailed: 'The map could not be loaded. The list still works.',
    retry: 'Try again',
    tilesFailed:
      'Map tiles could not load — you are offline or the map service is unreachable. The list still works.',
    withoutLocation_one: '{{count}} result has no map location and is only in the list.',
    withoutLocation_other: '{{count}} results have no map location and are only in the list.',
    markerTitle: '{{name}}, {{price}}',
  },
};

export type SearchResources = typeof searchEn;
