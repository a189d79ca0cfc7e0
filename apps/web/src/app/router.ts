import { createBrowserRouter } from 'react-router';
import { routesAfterCatalogues } from '../i18n/after-catalogues';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routesAfterCatalogues(routes));
}
