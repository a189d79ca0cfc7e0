import type { RouteObject } from 'react-router';
import { AppLayout } from '../app/layout/app-layout';

/** The real layout around two trivial pages, for tests of the shell itself. */
export const layoutRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      { index: true, element: <p>Home page</p> },
      { path: '*', element: <p>Other page</p> },
    ],
  },
];
