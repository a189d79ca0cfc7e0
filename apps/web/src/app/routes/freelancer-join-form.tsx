import { useUserDetails } from '@/api/user/get-user-details';
import { FreelancerSignupForm } from '@/features/freelancers/freelancer-signup-form';

/**
 * The home page's freelancer sign-up form with the signed-in account's name and email to prefill.
 * Composed here because features do not import each other (auth owns the user's details).
 */
export function FreelancerJoinForm() {
  const details = useUserDetails();
  return <FreelancerSignupForm account={details.data} />;
}
