import { PropertySchema, type EditProperty } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export interface EditPropertyDetailsVariables {
  id: string;
  body: EditProperty;
  fallbackMessage: string;
}

/** PUT /landlords/edit-details/{id} with a JSON body: the property's details, not its photos. */
export async function editPropertyDetails({ id, body, fallbackMessage }: EditPropertyDetailsVariables) {
  const { data } = await api.put(`/landlords/edit-details/${encodeURIComponent(id)}`, body, {
    schema: PropertySchema,
    fallbackMessage,
  });
  return data;
}

export function useEditPropertyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPropertyDetails,
    onSuccess: async (property) => {
      queryClient.setQueryData(queryKeys.properties.detail(property._id), property);
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() });
    },
  });
}
