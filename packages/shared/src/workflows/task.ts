/**
 * A verification task's life (assigned → accepted → completed; expired when its due date passes
 * before completion), as data: the API refuses a transition this table does not allow, and the web
 * shows only the buttons it allows.
 */
export const TASK_STATES = ['assigned', 'accepted', 'completed', 'expired'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** How the person acting stands to the task. */
export type TaskActor = 'admin' | 'assignee' | 'acceptor';

export const TASK_TRANSITIONS = {
  accept: { from: 'assigned', to: 'accepted', by: 'assignee' },
  complete: { from: 'accepted', to: 'completed', by: 'acceptor' },
} as const satisfies Record<string, { from: TaskState; to: TaskState; by: TaskActor }>;
export type TaskAction = keyof typeof TASK_TRANSITIONS;

export interface TaskFacts {
  isAccepted: boolean;
  isCompleted: boolean;
  /** The due date (ISO text or Date). */
  expiry: string | Date;
}

export function isPastDue(expiry: string | Date, now: Date): boolean {
  return new Date(expiry).getTime() <= now.getTime();
}

export function taskState(task: TaskFacts, now: Date): TaskState {
  if (task.isCompleted) return 'completed';
  if (isPastDue(task.expiry, now)) return 'expired';
  return task.isAccepted ? 'accepted' : 'assigned';
}

export function canFire(action: TaskAction, state: TaskState, actors: readonly TaskActor[]): boolean {
  const transition = TASK_TRANSITIONS[action];
  return transition.from === state && actors.includes(transition.by);
}

/** The actions these actors may take on a task in this state, in the table's order. */
export function availableTaskActions(state: TaskState, actors: readonly TaskActor[]): TaskAction[] {
  return (Object.keys(TASK_TRANSITIONS) as TaskAction[]).filter((action) => canFire(action, state, actors));
}
