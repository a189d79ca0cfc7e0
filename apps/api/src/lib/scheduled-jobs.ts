import type { FastifyBaseLogger } from 'fastify';
import type { Coordination } from '../db/coordination';
import type { BackgroundWork } from './background';

type Job = { task: () => Promise<void>; everyMs: number; atStart: boolean };

/**
 * Work on a timer (hourly maintenance, sweeps, reminders), never on a request's path. Every
 * instance keeps the timers, but a run is skipped while another instance is running the same job
 * (`coordination.runAlone`), so instances starting together do not do the work twice at once.
 */
export function createScheduledJobs(deps: {
  coordination: Pick<Coordination, 'runAlone'>;
  background: BackgroundWork;
  log: FastifyBaseLogger;
}) {
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];

  async function run(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`no scheduled job named ${name}`);
    const ran = await deps.coordination.runAlone(name, job.task);
    if (!ran) deps.log.debug({ job: name }, 'scheduled job skipped: another instance is running it');
    return ran;
  }
  const runInBackground = (name: string) => deps.background.run(name, async () => void (await run(name)));

  return {
    /** `task` every `everyMs`, and also when the server is ready if `atStart`. */
    add(name: string, everyMs: number, task: () => Promise<void>, options: { atStart?: boolean } = {}) {
      jobs.set(name, { task, everyMs, atStart: options.atStart ?? false });
    },
    /** Runs the job now, unless another instance is running it; answers whether it ran. */
    run,
    /** Starts the timers (and the runs due at start), once the server is ready. */
    start() {
      for (const [name, job] of jobs) {
        if (job.atStart) runInBackground(name);
        timers.push(setInterval(() => runInBackground(name), job.everyMs).unref());
      }
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
    },
  };
}

export type ScheduledJobs = ReturnType<typeof createScheduledJobs>;
