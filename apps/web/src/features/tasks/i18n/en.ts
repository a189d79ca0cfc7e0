/**
 * English strings of the task screens (the `tasks` namespace). Messages of the shared schemas and the
 * server are not here: they come as codes and are translated by the `messages` namespace
 * (src/i18n/messages).
 */
export const tasksEn = {
  errors: {
    loadTasksFailed: 'Failed to load tasks. Please try again later.',
    loadAcceptedFailed: 'Failed to load accepted tasks. Please try again later.',
    acceptFailed: 'Failed to accept task. Please try again.',
    loadFreelancersFailed: 'Failed to load freelancers. Please try again later.',
    assignFailed: 'Failed to assign task. Please try again.',
    coordinatesMissing: 'Location coordinates missing',
  },
  common: {
    retry: 'Retry',
    close: 'Close',
    dismiss: 'Dismiss message',
    priceOnRequest: 'Price on request',
    notGiven: 'Not given',
  },
  status: {
    assigned: 'Assigned',
    accepted: 'In Progress',
    completed: 'Completed',
    expired: 'Expired',
  },
  card: {
    due: 'Due',
    overdue: 'Overdue',
    created: 'Created',
    location: 'Location',
    contact: 'Primary contact',
    secondaryContact: 'Secondary contact',
    showMore: 'Show more',
    showLess: 'Show less',
  },
  requests: {
    title: 'My tasks',
    intro: 'Properties and hostels our team would like you to visit and verify. Accept a task to take it on.',
    acceptedLink: 'View accepted tasks',
    loading: 'Loading tasks…',
    empty: 'No tasks right now',
    emptyText: 'New verification tasks assigned to you will appear here.',
    accept: 'Accept Task',
    accepting: 'Accepting…',
    directions: 'View Directions',
  },
  accepted: {
    title: 'Accepted tasks',
    intro:
      'The tasks you took on. Visit the property, then complete the task with its measurements and photos.',
    back: 'Back to my tasks',
    loading: 'Loading accepted tasks…',
    empty: 'No accepted tasks yet',
    emptyText: 'Tasks you accept appear here.',
    price: 'Price',
    shutter: 'Shutters',
    coordinates: 'Coordinates',
    complete: 'Complete',
    inMap: 'In map',
  },
  openTask: {
    title: 'Verification task open',
    offeredTo: 'Offered to',
    acceptedBy: 'Accepted by',
    assignedOn: 'Assigned on',
    accepted: 'Accepted on',
    notAccepted: 'Not accepted yet',
  },
  assign: {
    open: 'Assign freelancers',
    title: 'Assign freelancers to “{{name}}”',
    loading: 'Loading freelancers…',
    none: 'No Professionals Available',
    filter: 'Filter by name or location',
    noMatches: 'No matches found',
    professionals: 'Professionals',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
    openTasks_one: '{{count}} open task',
    openTasks_other: '{{count}} open tasks',
    description: 'Task description',
    descriptionHint: 'What to check on site, and anything the freelancer should know.',
    due: 'Due date',
    dueHint: 'Leave empty for 3 days from today.',
    submit: 'Assign task',
    submitting: 'Assigning…',
    cancel: 'Cancel',
  },
};

/** The same tree with plain strings, so the Nepali bundle must have every key and only strings. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type TasksResources = Strings<typeof tasksEn>;
