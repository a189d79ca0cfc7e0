import type { ShortlistHeartResources } from './en';

export const shortlistHeartNe: ShortlistHeartResources = {
  save: 'मनपर्ने सूचीमा राख्नुहोस्',
  failed: 'तपाईंको मनपर्ने सूची बदल्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
};
