import { PropertySchema, type Property } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { listingKeys } from './query-keys';

const PropertyListSchema = z.array(PropertySchema);

/** GET /landlords/ (admin): landlord properties waiting for verification. */
export async function getUnverifiedProperties(signal?: AbortSignal): Promise<Property[]> {
  const { data } = await api.get('/landlords/', { schema: PropertyListSchema, signal });
  return data;
}

export function unverifiedPropertiesQueryOptions() {
  return queryOptions({
    queryKey: listingKeys.unverifiedProperties(),
    queryFn: ({ signal }) => getUnverifiedProperties(signal),
  });
}

export function useUnverifiedProperties() {
  return useQuery(unverifiedPropertiesQueryOptions());
}
