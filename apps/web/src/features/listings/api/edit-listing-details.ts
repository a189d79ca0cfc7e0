import { HostelSchema, PropertySchema, type EditHostel, type EditProperty } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export type EditListingDetailsVariables = { id: string; fallbackMessage: string } & (
  { kind: 'hostel'; body: EditHostel } | { kind: 'property'; body: EditProperty }
);

/**
 * PUT /hostels/edit-details/{id} or /landlords/edit-details/{id} with a JSON body: the listing's
 * details, not its photos.
 */
export async function editListingDetails({ kind, id, body, fallbackMessage }: EditListingDetailsVariables) {
  const path = `/${kind === 'hostel' ? 'hostels' : 'landlords'}/edit-details/${encodeURIComponent(id)}`;
  const schema = kind === 'hostel' ? HostelSchema : PropertySchema;
  const { data } = await api.put(path, body, { schema, fallbackMessage });
  return data;
}

export function useEditListingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editListingDetails,
    onSuccess: async (listing, { kind }) => {
      const detail = kind === 'hostel' ? queryKeys.hostels.detail : queryKeys.properties.detail;
      queryClient.setQueryData(detail(listing._id), listing);
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() });
    },
  });
}
