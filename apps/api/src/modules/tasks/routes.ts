import {
  AcceptedTasksResponseSchema,
  AssignTaskSchema,
  CompleteTaskParamSchema,
  CompletedListingResponseSchema,
  OpenTasksResponseSchema,
  RoomIdParamSchema,
  TASK_CODES as M,
  TaskIdParamSchema,
  TaskRequestsResponseSchema,
  TaskResponseSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requireRole } from '../auth/guards';
import { readMultipart } from '../images/multipart';
import { UPLOAD_MESSAGES } from '../listings/upload-messages';
import type { TaskService } from './service';

const tags = ['freelance'];
const security = [{ bearer: [] }];

export const taskRoutes: FastifyPluginAsyncZod<{ tasks: TaskService }> = async (app, { tasks }) => {
  app.post(
    '/assign/:roomId',
    {
      schema: {
        tags,
        security,
        description:
          'One task for the listing (a property or a hostel), offered to the chosen freelancers; due in 3 days unless `expiry` says. 409 while the listing has an open task.',
        params: RoomIdParamSchema,
        body: AssignTaskSchema,
        response: { 201: TaskResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = await requireRole(request, 'ADMIN');
      const task = await tasks.assign(admin, request.params.roomId, request.body);
      return reply.status(201).send(ok(task, M.assigned));
    },
  );

  app.get(
    '/open-tasks',
    {
      schema: {
        tags,
        security,
        description: 'Admin: every task neither completed nor past due (at most one a listing).',
        response: { 200: OpenTasksResponseSchema },
      },
    },
    async (request) => {
      await requireRole(request, 'ADMIN');
      return ok(await tasks.openTasksForAdmin());
    },
  );

  app.get(
    '/get-task',
    { schema: { tags, security, response: { 200: TaskRequestsResponseSchema } } },
    async (request) => ok({ task: await tasks.requests(await requireRole(request, 'Freelancer')) }),
  );

  app.put(
    '/accept/:id',
    { schema: { tags, security, params: TaskIdParamSchema, response: { 200: TaskResponseSchema } } },
    async (request) =>
      ok(await tasks.accept(await requireRole(request, 'Freelancer'), request.params.id), M.accepted),
  );

  app.get(
    '/accepted',
    { schema: { tags, security, response: { 200: AcceptedTasksResponseSchema } } },
    async (request) => ok(await tasks.accepted(await requireRole(request, 'Freelancer'))),
  );

  app.put(
    '/complete/:id/:taskId',
    {
      schema: {
        tags,
        security,
        description:
          'Multipart. A property: exactly as PUT /landlords/verify/{id} (length, width, room, bathroom, description, image 1–5). A hostel: room, beds, bathroom, kitchen and dining (true/false), a typical room’s length and width, optional description (the verifier’s notes), image (1–5). Either may add the visit’s checklist (check_<item>: yes, no or not_seen, every item of its kind once any is sent; water_hours), floor, and the device’s position_lat/position_lon.',
        consumes: ['multipart/form-data'],
        params: CompleteTaskParamSchema,
        response: { 200: CompletedListingResponseSchema },
      },
    },
    async (request) => {
      const freelancer = await requireRole(request, 'Freelancer');
      const form = await readMultipart(request, UPLOAD_MESSAGES.verifyProperty);
      const { id, taskId } = request.params;
      const listing = await tasks.complete(freelancer, id, taskId, form);
      return ok(listing, listing.kind === 'hostel' ? M.hostelCompleted : M.completed);
    },
  );
};
