import { NotFoundView } from '@/components/not-found-view';

/** The catch-all route; screens whose id names nothing show the same view. */
export function NotFoundPage() {
  return <NotFoundView />;
}
