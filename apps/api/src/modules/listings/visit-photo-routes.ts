import { ListingIdParamSchema, VisitPhotosResponseSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requireRole } from '../auth/guards';
import type { ListingService } from './service';

const tags = ['listings'];
const security = [{ bearer: [] }];

/** `/api/listings/*`: what only the admin reads about any listing, hostel or property. */
export const visitPhotoRoutes: FastifyPluginAsyncZod<{ listings: ListingService }> = async (
  app,
  { listings },
) => {
  app.get(
    '/:id/visit-photos',
    {
      schema: {
        tags,
        security,
        description:
          'Admin only. The current visit’s photos with their evidence: SHA-256 of the uploaded bytes, when taken (EXIF, else upload time), position and its source (exif, device, none), distance from the listing’s pin and whether it is over 200 m.',
        params: ListingIdParamSchema,
        response: { 200: VisitPhotosResponseSchema },
      },
    },
    async (request) => {
      await requireRole(request, 'ADMIN');
      return ok(await listings.visitPhotos(request.params.id));
    },
  );
};
