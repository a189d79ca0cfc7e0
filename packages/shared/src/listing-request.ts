/**
 * The API request (path under /api) for one listing by id: the app's listing page fetches it and
 * the server preloads it for a shared link, so both write it with this one function.
 */
export function listingRequestPath(kind: 'hostel' | 'property', id: string): string {
  const encoded = encodeURIComponent(id);
  return kind === 'hostel' ? `/hostels/get/${encoded}` : `/landlords/${encoded}`;
}
