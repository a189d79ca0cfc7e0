import {
  LISTING_CODES,
  ListingIdParamSchema,
  MessageResponseSchema,
  PropertyPageResponseSchema,
  PropertyResponseSchema,
  PropertySearchResponseSchema,
  SearchQuerySchema,
  UnverifiedListQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okMessage, okPage } from '../../lib/envelope';
import { adminPageHandler } from '../auth/admin-page';
import { findCurrentUser, requireRole, requireUser } from '../auth/guards';
import { readMultipart } from '../images/multipart';
import { ownedListingRoutes } from './owned-listing-routes';
import { propertyFormFields } from './property-writes';
import type { ListingService } from './service';
import { submittedMessage } from './submitted-message';
import { UPLOAD_MESSAGES } from './upload-messages';

const tags = ['landlords'];
const security = [{ bearer: [] }];

export const landlordRoutes: FastifyPluginAsyncZod<{ listings: ListingService }> = async (
  app,
  { listings },
) => {
  // The published JSON body, or the same fields as a form with up to 5 photos (decision 0021).
  app.post(
    '/add',
    {
      schema: {
        tags,
        security,
        description:
          'JSON body: name, location, coordinate, Contact_no1, Contact_no2, price, shutter, description and the attributes. Multipart body: the same fields (the point as lat and lon, or coordinate[lat] and coordinate[lon]) and 0–5 image files.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: PropertyResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = request.isMultipart()
        ? await readMultipart(request, UPLOAD_MESSAGES.addProperty).then((form) => ({
            ...form,
            fields: propertyFormFields(form.fields),
          }))
        : { fields: request.body };
      const property = await listings.addProperty(user, input);
      return reply.status(201).send(ok(property, submittedMessage('property', property.coordinate)));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: UnverifiedListQuerySchema,
        response: { 200: PropertyPageResponseSchema },
      },
    },
    adminPageHandler((query, admin) => listings.unverifiedProperties(admin, query)),
  );

  app.get(
    '/verified/by-address',
    { schema: { tags, querystring: SearchQuerySchema, response: { 200: PropertySearchResponseSchema } } },
    async (request) => {
      const { data, meta } = await listings.search('property', request.query, await findCurrentUser(request));
      return okPage(
        data.filter((l) => l.kind === 'property'),
        meta,
      );
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: ListingIdParamSchema, response: { 200: PropertyResponseSchema } } },
    async (request) => ok(await listings.getProperty(request.params.id, await findCurrentUser(request))),
  );

  app.put(
    '/verify/:id',
    {
      schema: {
        tags,
        security,
        description:
          'Multipart: length, width (metres), room, bathroom, description (the verifier’s notes: the listing’s own description is kept), image (1–5 files); optionally the visit’s checklist (check_<item>: yes, no or not_seen, every item once any is sent; water_hours), floor and the device’s position_lat/position_lon.',
        consumes: ['multipart/form-data'],
        params: ListingIdParamSchema,
        response: { 200: PropertyResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'ADMIN');
      const form = await readMultipart(request, UPLOAD_MESSAGES.verifyProperty);
      return ok(
        await listings.verifyProperty(admin, request.params.id, form),
        LISTING_CODES.propertyVerified,
      );
    },
  );

  // As the hostel's: JSON details or multipart photos, delete-image and sold.
  ownedListingRoutes(app, listings, 'property');

  app.delete(
    '/:id',
    { schema: { tags, security, params: ListingIdParamSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await listings.deleteListing(await requireUser(request), request.params.id, 'property');
      return okMessage(LISTING_CODES.propertyDeleted);
    },
  );
};
