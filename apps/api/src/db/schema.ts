// Every table of every module, for Drizzle's relational queries and for drizzle-kit.
export * from './tables/users';
export * from './tables/listings';
export * from './tables/applications';
export * from './tables/search';
export * from './tables/freelancers';
export * from './tables/tasks';
export * from './tables/trust';
export * from './tables/rate-limits';
export * from './tables/mail-digest';
export * from './tables/shortlist';
export * from './tables/saved-searches';
