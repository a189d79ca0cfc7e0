import type { FastifyInstance } from 'fastify';
import { bearer, createUser, login } from './factories';
import { formData } from './images';
import { photos } from './listings';

/** Three logged-in accounts the edit tests start from: the listings' owner, a stranger and an admin. */
export async function ownerStrangerAdmin(app: FastifyInstance) {
  return {
    owner: (await login(app, (await createUser(app)).email)).accessToken,
    stranger: (await login(app, (await createUser(app)).email)).accessToken,
    admin: (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken,
  };
}

/**
 * The owner's edits of a listing of `kind` as the tests call them (/hostels or /landlords):
 * JSON details, multipart photos (`existing` URLs kept and `newCount` new ones), one photo removed.
 */
export function ownerEditCalls<Details extends Record<string, unknown>>(
  app: FastifyInstance,
  kind: 'hostel' | 'property',
  details: Details,
) {
  const base = kind === 'hostel' ? '/api/hostels' : '/api/landlords';
  return {
    editDetails: (id: string, token: string, body: Record<string, unknown> = details) =>
      app.inject({ method: 'PUT', url: `${base}/edit-details/${id}`, headers: bearer(token), payload: body }),
    editPhotos: async (id: string, token: string, existing: string[], newCount: number) =>
      app.inject({
        method: 'PUT',
        url: `${base}/edit-details/${id}`,
        headers: bearer(token),
        payload: formData({ id, existingImages: existing }, await photos(newCount)),
      }),
    deleteImage: (token: string, body: { id: string; index: number; image?: string | undefined }) =>
      app.inject({ method: 'PUT', url: `${base}/delete-image`, headers: bearer(token), payload: body }),
  };
}
