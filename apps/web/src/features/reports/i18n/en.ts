/**
 * English strings of the report screens (the `reports` namespace): a visitor's "Report this
 * listing" in the listing overlay, and the admin's reports queue. Messages of the shared schema
 * and the server are not here: they come as codes and are translated by the `messages` namespace
 * (src/i18n/messages).
 */
export const reportsEn = {
  /** What a visitor can say is wrong (REPORT_REASONS), as the form offers it and the queue shows it. */
  reasons: {
    already_rented: 'Already rented',
    wrong_price: 'Wrong price',
    photos_mismatch: "Photos don't match",
    advance_payment: 'Asked for advance payment',
    scam: 'Fake or scam',
    other: 'Other',
  },
  form: {
    open: 'Report this listing',
    intro: 'Something wrong? Tell our team. The owner is told what was reported, never by whom.',
    reason: 'What is wrong?',
    details: 'Details',
    detailsHint: 'Required for “Other”. At most {{max}} characters.',
    submit: 'Send report',
    sending: 'Sending…',
    cancel: 'Cancel',
    failed: 'Could not send your report. Please try again.',
  },
  queue: {
    title: 'Admin dashboard',
    subtitle: 'Reported listings',
    intro:
      'Listings visitors reported, newest first. Dismiss a report, hide the listing from tenants, or mark it rented.',
    heldRule:
      'A listing is held from search while logged-in visitors on three different networks have open reports about it. Anonymous reports reach you here but do not hold a listing.',
    show: 'Show reports',
    open: 'Open',
    decided: 'Decided',
    openCount_one: '{{count}} open report',
    openCount_other: '{{count}} open reports',
    decidedCount_one: '{{count}} decided report',
    decidedCount_other: '{{count}} decided reports',
    pageOf: 'Page {{page}} of {{pages}}',
    loading: 'Loading reports…',
    updating: 'Updating the list…',
    emptyOpen: 'No open reports. Nothing is waiting for a decision.',
    emptyDecided: 'No decided reports yet.',
    loadFailed: 'Could not load the reports. Please try again.',
    retry: 'Retry',
  },
  card: {
    kind: {
      hostel: 'Hostel',
      property: 'Room or flat',
    },
    reported: 'Reported {{date}}',
    decided: 'Decided {{date}}',
    location: 'Location',
    reason: 'Reason',
    details: 'Details',
    noDetails: 'None given',
    openReports: 'Open reports on this listing',
    listing: 'Listing',
    verification: 'Verification',
    /** The report's own state. */
    status: {
      open: 'Open',
      dismissed: 'Dismissed',
      hidden: 'Listing hidden',
      sold: 'Marked rented',
    },
    /** The listing's state now. */
    listingState: {
      inSearch: 'In search',
      held: 'Held from search',
      hidden: 'Hidden',
      sold: 'Rented',
    },
    actions: 'Decide this report',
    dismiss: 'Dismiss',
    dismissing: 'Dismissing…',
    hide: 'Hide listing',
    hiding: 'Hiding…',
    sold: 'Mark rented',
    marking: 'Marking…',
    failed: 'Could not save this decision. Please try again.',
  },
};

/** The same tree with plain strings, so the Nepali bundle must have every key and only strings. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type ReportsResources = Strings<typeof reportsEn>;
