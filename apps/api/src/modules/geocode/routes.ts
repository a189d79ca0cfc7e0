import { AutocompleteQuerySchema, AutocompleteResponseSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { searchPlaces } from './gazetteer-search';

export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/autocomplete',
    {
      schema: {
        tags: ['geocode'],
        summary:
          'Place suggestions in Nepal from the built-in gazetteer (from 2 characters): towns, neighbourhoods, campuses and offices',
        querystring: AutocompleteQuerySchema,
        response: { 200: AutocompleteResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, limit, scope } = request.query;
      const places = searchPlaces(q, { limit, scope }).map(({ formatted, formattedNe, lat, lon, kind }) => ({
        formatted,
        formattedNe,
        lat,
        lon,
        kind,
      }));
      reply.header('cache-control', 'public, max-age=3600');
      return ok(places);
    },
  );
};
