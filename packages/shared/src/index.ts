export * from './constants';
export * from './format';
export * from './schemas/common';
export * from './schemas/health';
