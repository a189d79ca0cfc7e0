import type { RouteObject } from 'react-router';
import { cataloguesLoaded } from './index';

/**
 * A lazy load that resolves once the code it brought has its catalogues in the current language:
 * a feature's register.ts starts fetching its Nepali catalogue when the feature's code runs, and
 * the screen waits for it instead of showing English until it comes.
 */
export function afterCatalogues<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const loaded = await load();
    await cataloguesLoaded();
    return loaded;
  };
}

/** The routes with each lazy route (a function) loading through afterCatalogues. */
export function routesAfterCatalogues(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = typeof route.lazy === 'function' ? afterCatalogues(route.lazy) : route.lazy;
    const children = route.children && routesAfterCatalogues(route.children);
    return { ...route, lazy, ...(children && { children }) } as RouteObject;
  });
}
