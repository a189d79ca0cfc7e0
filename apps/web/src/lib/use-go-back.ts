import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';

/** Back to where the user came from; to `fallback` when the page was opened directly. */
export function useGoBack(fallback: string = paths.home()) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    // 'default' is the key of the first entry: there is no in-app page to go back to.
    if (location.key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
}
