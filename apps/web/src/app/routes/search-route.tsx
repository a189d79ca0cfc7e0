import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { isSearchKind } from '../../config/paths';
import { NotFoundPage } from './not-found-page';

/** /bhada/:kind exists only for the kinds SPEC §2 names (hostel, bhada); anything else is a 404. */
export function SearchRoute() {
  const { kind } = useParams();
  if (!isSearchKind(kind)) return <NotFoundPage />;
  return <ComingSoon screen={kind === 'hostel' ? 'searchHostel' : 'searchBhada'} />;
}
