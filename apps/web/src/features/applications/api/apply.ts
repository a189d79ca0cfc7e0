import { ApplyResponseSchema, type Apply } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import type { ListingKind } from './get-apply-listing';

export interface ApplyVariables {
  listingId: string;
  /** From the listing's own answer, never from the URL. */
  kind: ListingKind;
  body: Apply;
  fallbackMessage: string;
}

/** POST /buyers/add-buyer/hostel/{id} for a hostel, /buyers/add-buyer/{id} for a property. */
export function applyPath(kind: ListingKind, listingId: string): string {
  const id = encodeURIComponent(listingId);
  return kind === 'hostel' ? `/buyers/add-buyer/hostel/${id}` : `/buyers/add-buyer/${id}`;
}

export async function applyToListing({ listingId, kind, body, fallbackMessage }: ApplyVariables) {
  const { data } = await api.post(applyPath(kind, listingId), body, {
    schema: ApplyResponseSchema.shape.data,
    fallbackMessage,
  });
  return data;
}

/** Applying; a logged-in applicant's My applications is read again to show the new one. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.applications.mine() }),
  });
}
