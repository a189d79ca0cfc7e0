import { Outlet } from 'react-router';
import { QueryScope } from '@/lib/query-scope';

/** The pages that ask the server through react-query: it loads with them, not with the entry. */
export function QueryLayout() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
