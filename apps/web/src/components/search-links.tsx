import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Where to look for something: the hostel search (the main action) and the room search. */
export function SearchLinks({ findHostel, findRoom }: { findHostel: string; findRoom: string }) {
  return (
    <>
      <Link className="button button--primary" to={paths.search('hostel')}>
        {findHostel}
      </Link>
      <Link className="button" to={paths.search('bhada')}>
        {findRoom}
      </Link>
    </>
  );
}
