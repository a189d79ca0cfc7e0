export * from './constants';
export * from './format';
export * from './schemas/common';
export * from './schemas/health';
export * from './schemas/auth';
export * from './schemas/user';
export * from './schemas/listings';
export * from './schemas/geocode';
