import { data, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isSearchKind } from '@/config/paths';

/** The lazy route module of /bhada/:kind: the page, and a 404 for any kind but hostel and bhada. */
export { SearchPage as Component } from './search-page';

export function loader({ params }: LoaderFunctionArgs) {
  // React Router turns a thrown data() into the 404 page the route's error boundary shows.
  if (!isSearchKind(params.kind)) throw data(null, { status: 404 });
  return null;
}

// Only the kind decides the 404: changing the search (query string) needs no loader run.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.kind !== nextParams.kind;
}
