import { z } from 'zod';
import { TASK_STATES } from '../workflows/task';
import { HostelSchema, PropertySchema } from './listings';
import { envelopeOf } from './common';
import { TASK_CODES } from './messages/tasks';

// The messages live without zod, for screens that show them without validating (messages/tasks.ts).
export { TASK_MESSAGES, TASK_CODES } from './messages/tasks';

const M = TASK_CODES;
export const TASK_DEFAULT_DUE_DAYS = 3;
export const TASK_MAX_DUE_DAYS = 90;
export const TASK_MAX_ASSIGNEES = 20;

/** A date alone ("2026-12-01") means the end of that day in Nepal (UTC+05:45). */
const dueDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: M.expiryInvalid })
    .trim()
    .max(40, M.expiryInvalid)
    .transform((v, ctx) => {
      const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59+05:45` : v);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: M.expiryInvalid });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
);

/** POST /freelance/assign/{roomId}: freelancerIds, description, optional due date. */
export const AssignTaskSchema = z.object({
  freelancerIds: z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v === undefined || v === null ? [] : v),
    z
      .array(z.uuid({ error: M.freelancerUnknown }), { error: M.freelancersRequired })
      .min(1, M.freelancersRequired)
      .max(TASK_MAX_ASSIGNEES, M.tooManyFreelancers),
  ),
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(2000, M.descriptionTooLong),
  expiry: dueDate,
});
export type AssignTaskInput = z.input<typeof AssignTaskSchema>;
export type AssignTask = z.output<typeof AssignTaskSchema>;

export const RoomIdParamSchema = z.object({ roomId: z.uuid({ error: M.propertyNotFound }) });
export const TaskIdParamSchema = z.object({ id: z.uuid({ error: M.notFound }) });
export const CompleteTaskParamSchema = z.object({
  id: z.uuid({ error: M.propertyNotFound }),
  taskId: z.uuid({ error: M.notFound }),
});

const CoordinateOut = z.object({ lat: z.number(), lon: z.number() }).nullable();

/** The listing a task is about: a landlord property or a hostel. */
export const TaskRoomSchema = z.object({
  _id: z.string(),
  kind: z.enum(['hostel', 'property']),
  name: z.string(),
  location: z.string(),
  Contact_no1: z.string(),
  Contact_no2: z.string().nullable(),
  coordinate: CoordinateOut,
  pricing: z.number().nullable(),
  shutter: z.number().nullable(),
  verified: z.boolean(),
});

export const TaskAssigneeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
});

/** A task as the client reads it. A freelancer sees only themselves in `assignedTo`; the admin sees everyone. */
export const TaskSchema = z.object({
  _id: z.string(),
  description: z.string(),
  expiry: z.string(),
  isAccepted: z.boolean(),
  isCompleted: z.boolean(),
  status: z.enum(TASK_STATES),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** The `_id` of the freelancer (one of `assignedTo`) who took it; null until accepted. */
  acceptedBy: z.string().nullable(),
  completedAt: z.string().nullable(),
  room: TaskRoomSchema,
  assignedTo: z.array(TaskAssigneeSchema),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskResponseSchema = envelopeOf(TaskSchema);
/** GET /freelance/get-task → body.data.task. */
export const TaskRequestsResponseSchema = envelopeOf(z.object({ task: z.array(TaskSchema) }));
/** GET /freelance/accepted → body.data. */
export const AcceptedTasksResponseSchema = envelopeOf(z.array(TaskSchema));
/** GET /freelance/open-tasks (admin) → body.data: every task not completed and not past due. */
export const OpenTasksResponseSchema = envelopeOf(z.array(TaskSchema));
/** PUT /freelance/complete/{id}/{taskId} → body.data: the listing, verified (a property or a hostel). */
export const CompletedListingResponseSchema = envelopeOf(
  z.discriminatedUnion('kind', [PropertySchema, HostelSchema]),
);
