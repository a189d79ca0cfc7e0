import { useEffect } from 'react';
import { useUserDetails, type UserDetails } from '@/api/user/get-user-details';
import { QueryScope } from '@/lib/query-scope';

interface SignedInUserProps {
  /** Called with the signed-in user's details whenever they change (undefined until they arrive). */
  onDetails: (details: UserDetails | undefined) => void;
}

function UserDetailsReader({ onDetails }: SignedInUserProps) {
  const { data } = useUserDetails();
  useEffect(() => {
    onDetails(data);
  }, [data, onDetails]);
  return null;
}

/**
 * Reads the signed-in user's details for the nav. Loaded only for a signed-in user, so visitors do
 * not download react-query with the entry.
 */
export function SignedInUser({ onDetails }: SignedInUserProps) {
  return (
    <QueryScope>
      <UserDetailsReader onDetails={onDetails} />
    </QueryScope>
  );
}
