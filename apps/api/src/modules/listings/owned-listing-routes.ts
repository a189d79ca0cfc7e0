import {
  DeleteImageSchema,
  HostelResponseSchema,
  LISTING_CODES,
  ListingIdParamSchema,
  PropertyResponseSchema,
  SoldSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/envelope';
import { requireUser } from '../auth/guards';
import { readMultipart } from '../images/multipart';
import type { ListingKind } from './repository';
import type { ListingService } from './service';
import { UPLOAD_MESSAGES } from './upload-messages';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** What differs between the hostel's and the property's owner routes: the words of their docs and replies. */
const KINDS = {
  hostel: {
    tags: ['hostels'],
    response: HostelResponseSchema,
    updated: LISTING_CODES.hostelUpdated,
    editDescription:
      'JSON body: name, location, room, contact_no, email, price, description, coordinate. Multipart body: existingImages (repeated URLs) and image (repeated files).',
    deleteImageDescription: undefined,
    soldDescription: undefined,
  },
  property: {
    tags: ['landlords'],
    response: PropertyResponseSchema,
    updated: LISTING_CODES.propertyUpdated,
    editDescription:
      'JSON body: name, location, coordinate, Contact_no1, Contact_no2, price, shutter, description and the attributes. Multipart body: existingImages (repeated URLs of the owner’s photos) and image (repeated files); the verifier’s photos stay as they are.',
    deleteImageDescription:
      'Removes one of the owner’s photos (by its URL, or its index among them); never a verifier’s.',
    soldDescription: 'The owner marks the property rented (sold: true) or available again (sold: false).',
  },
} as const;

const described = (description: string | undefined) => (description ? { description } : {});

/**
 * The owner's edits of a listing of `kind`, on the same paths under /hostels and /landlords:
 * `/edit-details/:id` (the published API uses one path for two edits: JSON details, or multipart
 * photos as existingImages + image), `/delete-image` and `/sold/:id`.
 */
export function ownedListingRoutes(app: RouteApp, listings: ListingService, kind: ListingKind) {
  const { tags, updated, editDescription, deleteImageDescription, soldDescription } = KINDS[kind];
  // One kind's schema serialises (and checks) each reply; typed loosely so one handler serves both kinds.
  const response: z.ZodType<unknown> = KINDS[kind].response;
  const security = [{ bearer: [] }];
  const read = (id: string, user: Parameters<ListingService['getHostel']>[1]) =>
    kind === 'hostel' ? listings.getHostel(id, user) : listings.getProperty(id, user);

  app.put(
    '/edit-details/:id',
    {
      schema: {
        tags,
        security,
        description: editDescription,
        consumes: ['application/json', 'multipart/form-data'],
        params: ListingIdParamSchema,
        response: { 200: response },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (request.isMultipart()) {
        const form = await readMultipart(request, UPLOAD_MESSAGES.editImages);
        return ok(
          await listings.editImages(user, request.params.id, kind, form),
          LISTING_CODES.photosUpdated,
        );
      }
      const edited =
        kind === 'hostel'
          ? await listings.editHostelDetails(user, request.params.id, request.body)
          : await listings.editPropertyDetails(user, request.params.id, request.body);
      return ok(edited, updated);
    },
  );

  app.put(
    '/delete-image',
    {
      schema: {
        tags,
        security,
        ...described(deleteImageDescription),
        body: DeleteImageSchema,
        response: { 200: response },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id, index, image } = request.body;
      return ok(await listings.deleteImage(user, id, kind, index, image), LISTING_CODES.photoRemoved);
    },
  );

  app.put(
    '/sold/:id',
    {
      schema: {
        tags,
        security,
        ...described(soldDescription),
        params: ListingIdParamSchema,
        body: SoldSchema,
        response: { 200: response },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await listings.setSold(user, request.params.id, kind, request.body.sold);
      return ok(await read(request.params.id, user));
    },
  );
}
