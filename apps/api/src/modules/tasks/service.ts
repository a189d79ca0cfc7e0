import {
  canFire,
  TASK_DEFAULT_DUE_DAYS,
  TASK_MAX_DUE_DAYS,
  TASK_CODES as M,
  taskState,
  type AssignTask,
  type TaskAction,
  type TaskActor,
  type TaskState,
} from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Mailer, MailMessage } from '../../integrations/mailer';
import { badRequest, conflict, forbidden, notFound, type AppError } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import type { FreelancerService } from '../freelancers/service';
import type { MultipartForm } from '../images/multipart';
import type { ListingService } from '../listings/service';
import { taskAssignedEmail } from '../mail/freelancer-templates';
import { toTask, type Assignee } from './mapper';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = {
  db: Db;
  listings: ListingService;
  freelancers: FreelancerService;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
};

const dueText = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kathmandu' }).format(date)} (Nepal time)`;

/** What tenants are told of the freelancer who verified: the first word of their name. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Why a transition the workflow table does not allow was refused, in words the freelancer can act on. */
function refusal(action: TaskAction, state: TaskState, takenByCaller: boolean): AppError {
  if (state === 'completed') return conflict(M.alreadyCompleted);
  if (state === 'expired') return conflict(M.expired);
  if (action === 'accept') return conflict(takenByCaller ? M.alreadyAccepted : M.takenByOther);
  return state === 'assigned' ? conflict(M.notAccepted) : forbidden(M.notAcceptor);
}

export function createTaskService({
  db,
  listings,
  freelancers,
  mailer,
  publicUrl,
  log,
  now = () => new Date(),
}: Deps) {
  async function sendMail(message: MailMessage) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, to: message.to }, 'could not send task mail');
    }
  }

  /** Tasks in their wire shape; a freelancer sees only themselves among the assignees. */
  async function present(rows: repo.TaskRow[], onlyFreelancer?: string) {
    const assignments = (
      await repo.assignmentsOf(
        db,
        rows.map((r) => r.id),
      )
    ).filter((a) => onlyFreelancer === undefined || a.freelancerId === onlyFreelancer);
    const profiles = new Map(
      (await freelancers.profilesByIds(assignments.map((a) => a.freelancerId))).map((p) => [p.id, p]),
    );
    const at = now();
    return rows.map((row) =>
      toTask(
        row,
        assignments
          .filter((a) => a.taskId === row.id)
          .map((a) => profiles.get(a.freelancerId))
          .filter((p): p is Assignee => p !== undefined),
        at,
      ),
    );
  }

  async function presentOne(id: string, onlyFreelancer?: string) {
    const row = await repo.findTask(db, id);
    const [task] = row ? await present([row], onlyFreelancer) : [];
    if (!task) throw notFound(M.notFound);
    return task;
  }

  async function requireProfile(user: CurrentUser) {
    const profile = await freelancers.profileOf(user.id);
    if (!profile) throw forbidden(M.freelancerOnly);
    return profile;
  }

  /** The task, if the workflow lets this freelancer fire `action` on it now; a clear refusal otherwise. */
  async function requireTransition(user: CurrentUser, taskId: string, action: TaskAction) {
    const profile = await requireProfile(user);
    const task = await repo.findTask(db, taskId);
    if (!task) throw notFound(M.notFound);
    const actors: TaskActor[] = [];
    if ((await repo.assigneeIdsOf(db, taskId)).includes(profile.id)) actors.push('assignee');
    if (task.acceptedBy === profile.id) actors.push('acceptor');
    if (actors.length === 0) throw forbidden(M.notAssignee);
    const state = taskState(
      {
        isAccepted: task.acceptedBy !== null,
        isCompleted: task.completedAt !== null,
        expiry: task.expiresAt,
      },
      now(),
    );
    if (!canFire(action, state, actors)) throw refusal(action, state, task.acceptedBy === profile.id);
    return { profile, task };
  }

  return {
    /**
     * One task for the listing (a property or a hostel), offered to every chosen freelancer; each
     * is emailed. Refused while the listing has an open task: checked under the listing's lock in
     * the insert's transaction, so of two assignments at once exactly one is made.
     */
    async assign(admin: CurrentUser, roomId: string, body: AssignTask) {
      const listing = await listings.findListing(roomId);
      if (!listing) throw notFound(M.propertyNotFound);
      // A verification that has run out is done again, like a first one.
      if (listing.verified && !listing.verificationExpiredAt) {
        throw conflict(listing.kind === 'hostel' ? M.hostelVerified : M.propertyVerified);
      }
      const at = now();
      const expiresAt = body.expiry ?? new Date(at.getTime() + TASK_DEFAULT_DUE_DAYS * DAY_MS);
      if (expiresAt <= at) throw badRequest(M.expiryPast, { expiry: M.expiryPast });
      if (expiresAt.getTime() > at.getTime() + TASK_MAX_DUE_DAYS * DAY_MS) {
        throw badRequest(M.expiryTooFar, { expiry: M.expiryTooFar });
      }
      const ids = [...new Set(body.freelancerIds)];
      const chosen = await freelancers.approvedByIds(ids);
      if (chosen.length !== ids.length)
        throw badRequest(M.freelancerUnknown, { freelancerIds: M.freelancerUnknown });
      const id = await inTransaction(db, async (tx) => {
        await repo.lockListing(tx, roomId);
        if (await repo.hasOpenTask(tx, roomId, at)) throw conflict(M.openTask);
        return repo.insertTask(
          tx,
          { listingId: roomId, description: body.description, expiresAt, createdBy: admin.id },
          ids,
        );
      });
      const summary = {
        propertyName: listing.name,
        location: listing.location,
        description: body.description,
        due: dueText(expiresAt),
      };
      await Promise.all(
        chosen.map((f) =>
          sendMail(taskAssignedEmail(f.accountEmail, f.name, summary, `${publicUrl}/task-req`)),
        ),
      );
      return presentOne(id);
    },

    /** The admin's view of every open task (all its assignees): what the queues show per listing. */
    async openTasksForAdmin() {
      return present(await repo.openTasks(db, now()));
    },

    /** Offered to the caller, not yet accepted by anyone, not past due. */
    async requests(user: CurrentUser) {
      const profile = await requireProfile(user);
      return present(await repo.requestsFor(db, profile.id, now()), profile.id);
    },

    async accepted(user: CurrentUser) {
      const profile = await requireProfile(user);
      return present(await repo.acceptedBy(db, profile.id, now()), profile.id);
    },

    /** What the nav's Works badge counts; empty for anyone who is not a freelancer. */
    async openTasks(user: CurrentUser) {
      if (user.role !== 'Freelancer') return [];
      const profile = await freelancers.profileOf(user.id);
      return profile ? present(await repo.openFor(db, profile.id, now()), profile.id) : [];
    },

    /** The first assignee to accept takes the task; it leaves the others' lists. */
    async accept(user: CurrentUser, taskId: string) {
      const { profile } = await requireTransition(user, taskId, 'accept');
      if (!(await repo.accept(db, taskId, profile.id, now()))) throw conflict(M.takenByOther);
      return presentOne(taskId, profile.id);
    },

    /**
     * The on-site verification: measurements and photos verify the listing (a property's or a
     * hostel's facts), and the task is completed in the same transaction, so a refused photo or a
     * second completion changes nothing. Answers the verified listing.
     */
    async complete(user: CurrentUser, roomId: string, taskId: string, form: MultipartForm) {
      const { profile, task } = await requireTransition(user, taskId, 'complete');
      if (task.listingId !== roomId) throw badRequest(M.wrongRoom);
      const { kind } = task.room;
      await listings.verifyOnSite(
        user,
        roomId,
        kind,
        form,
        async (tx) => {
          if (!(await repo.complete(tx, taskId, profile.id, now()))) throw conflict(M.alreadyCompleted);
        },
        firstNameOf(profile.name),
      );
      return kind === 'hostel' ? listings.getHostel(roomId, user) : listings.getProperty(roomId, user);
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;

/**
 * Whether this user is the freelancer who has accepted an open task on this listing (and so may
 * read it before it is verified). Apart from the service, as the listings service needs it first.
 */
export function createInspectorCheck({
  db,
  freelancers,
  now = () => new Date(),
}: Pick<Deps, 'db' | 'freelancers' | 'now'>) {
  return async (listingId: string, userId: string) => {
    const profile = await freelancers.profileOf(userId);
    return profile !== null && repo.isInspecting(db, listingId, profile.id, now());
  };
}
