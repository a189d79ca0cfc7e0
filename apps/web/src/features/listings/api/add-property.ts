import { PropertySchema, type AddProperty } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export interface AddPropertyVariables {
  body: AddProperty;
  fallbackMessage: string;
}

/**
 * POST /landlords/add (JSON): a landlord property, unverified until an admin measures it. The
 * property and the server's message, which says whether the location was found on the map.
 */
export async function addProperty({ body, fallbackMessage }: AddPropertyVariables) {
  const { data, message, messageCode } = await api.post('/landlords/add', body, {
    schema: PropertySchema,
    fallbackMessage,
  });
  return { property: data, message, messageCode };
}

export function useAddProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.unverifiedProperties() }),
  });
}
