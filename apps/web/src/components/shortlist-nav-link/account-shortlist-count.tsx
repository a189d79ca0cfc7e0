import { useShortlistIds } from '@/api/shortlist/get-shortlist-ids';
import { QueryScope } from '@/lib/query-scope';
import { NavCount } from './nav-count';

function Count() {
  const { data } = useShortlistIds(true);
  return <NavCount count={data?.length ?? 0} />;
}

/** The account's saved count (GET /shortlist/ids, which merges a visitor's saves first). */
export function AccountShortlistCount() {
  return (
    <QueryScope>
      <Count />
    </QueryScope>
  );
}
