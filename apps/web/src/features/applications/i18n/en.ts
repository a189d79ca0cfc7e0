/**
 * English strings of the application screens (the `applications` namespace). Messages of the shared schemas and the
 * server are not here: they come as codes and are translated by the `messages` namespace
 * (src/i18n/messages).
 */
export const applicationsEn = {
  errors: {
    submissionFailed: 'Submission failed. Please try again.',
    loadListingFailed: 'Failed to load property details. Please try again.',
    fetchBuyersFailed: 'Failed to fetch buyer data. Please try again later.',
    deleteBuyerFailed: 'Failed to delete buyer. Please try again.',
    updateBuyerFailed: 'Failed to update buyer status. Please try again.',
  },
  common: {
    retry: 'Retry',
    priceOnRequest: 'Price on request',
    perMonth: 'per month',
    verified: 'Verified',
    hostel: 'Hostel',
    property: 'Room or flat for rent',
    notGiven: 'Not given',
    photoAlt: 'Photo of {{name}}',
    noPhoto: 'No photo of {{name}}',
  },
  /** Month names for dates (phones' browsers often lack Nepali date data, so Intl can't be relied on). */
  apply: {
    title: 'Apply for this listing',
    intro: 'Send your details to the owner. Applying is free; the owner will contact you by phone or email.',
    loading: 'Loading listing details…',
    summaryLabel: 'You are applying for',
    rooms_one: '{{count}} room',
    rooms_other: '{{count}} rooms',
    notFound: 'This listing could not be found. It may have been removed, or it is not verified yet.',
    findHostel: 'Find a hostel',
    findRoom: 'Find a room or flat',
    formTitle: 'Your details',
    name: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    phoneHint: 'At least 10 digits, such as 98XXXXXXXX',
    people: 'Number of people',
    rooms: 'Number of rooms',
    location: 'Preferred location',
    locationHint: 'The area you would like to live in, e.g. near your college.',
    submit: 'Submit application',
    submitting: 'Submitting...',
    success: 'Application submitted. The owner will contact you soon.',
  },
  buyers: {
    title: 'Buyer applications',
    intro: 'Pending applications from tenants and students, newest first.',
    loading: 'Loading applications…',
    showing_one: 'Showing {{shown}} of {{count}} application',
    showing_other: 'Showing {{shown}} of {{count}} applications',
    loadMore: 'Load More',
    loadingMore: 'Loading more…',
    empty: 'No buyer applications found',
    applied: 'Applied {{date}}',
    actionsFor: 'Actions for {{name}}',
    markComplete: 'Mark as Complete',
    remove: 'Remove Application',
    removeTitle: 'Remove this application?',
    removeText: 'The application from {{name}} will be taken off the list.',
    marked: 'The application from {{name}} is marked as complete.',
    removed: 'The application from {{name}} was removed.',
    applicant: 'Applicant',
    phone: 'Phone',
    email: 'Email',
    rooms: 'Rooms',
    people: 'People',
    preferredLocation: 'Preferred location',
    listingGone: 'The listing of this application is no longer available.',
    listing: {
      location: 'Location',
      price: 'Price',
      applicants: 'Applicants',
      contact: 'Contact',
      secondaryContact: 'Secondary contact',
      noDescription: 'No detailed description provided.',
    },
  },
};

/** The same tree with plain strings, so the Nepali bundle must have every key and only strings. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type ApplicationsResources = Strings<typeof applicationsEn>;
