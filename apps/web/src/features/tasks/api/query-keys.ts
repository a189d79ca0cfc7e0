/** Cache keys of the task screens; a write invalidates what it changed. */
export const taskKeys = {
  all: ['tasks'] as const,
  /** GET /freelance/get-task: the caller's open requests. */
  requests: () => ['tasks', 'requests'] as const,
  /** GET /freelance/accepted: the caller's accepted tasks. */
  accepted: () => ['tasks', 'accepted'] as const,
  /** GET /freelance/verified-location: approved freelancers for a property's location. */
  freelancers: (location: string) => ['tasks', 'freelancers', location] as const,
};

/**
 * The nav's user-details query (owned by features/auth, which this feature may not import): its
 * `task` list is the Works badge, so accepting or completing a task refreshes it.
 */
export const userDetailsKey = ['user', 'details'] as const;

/** The admin's unverified queue (features/listings): a 409 on assign means it is out of date. */
export const unverifiedListingsKey = ['listings', 'unverified'] as const;
