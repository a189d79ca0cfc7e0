import type { FreelancerSignup } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AddFreelancerVariables {
  body: FreelancerSignup;
  /** The published text when the server gives no message. */
  fallbackMessage: string;
}

/**
 * POST /freelance/add (login required): the signed-in account asks to join as a freelancer.
 * The answer's data (the stored sign-up) is not used by the form, so it is not checked here.
 */
export async function addFreelancer({ body, fallbackMessage }: AddFreelancerVariables) {
  const { message } = await api.post('/freelance/add', body, { fallbackMessage });
  return message;
}

export function useAddFreelancer() {
  return useMutation({ mutationFn: addFreelancer });
}
