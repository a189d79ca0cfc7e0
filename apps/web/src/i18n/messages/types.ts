import type { MESSAGES } from '@app/shared';

/** The same tree with plain strings: a translation must have every key of the English and only strings. */
export type Translated<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

export type MessagesResources = Translated<typeof MESSAGES>;
export type ModuleMessages<K extends keyof typeof MESSAGES> = Translated<(typeof MESSAGES)[K]>;
