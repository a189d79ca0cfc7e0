/**
 * An application's life, as data: the API refuses a move this table does not allow, and the web
 * shows only the buttons it allows.
 *
 *   new → seen (the owner opened it) → contacted → visit arranged → accepted
 *   any open state → declined (by the owner, or closed because the place was rented)
 *   any open state, or accepted → withdrawn (by the applicant)
 *
 * Declined and withdrawn are final. The specification's `completed` is `accepted`.
 */
export const APPLICATION_STATES = [
  'new',
  'seen',
  'contacted',
  'visit_arranged',
  'accepted',
  'declined',
  'withdrawn',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** Still waiting for the owner's answer: what "pending" meant, and what renting the place closes. */
export const OPEN_APPLICATION_STATES = ['new', 'seen', 'contacted', 'visit_arranged'] as const;
export type OpenApplicationState = (typeof OPEN_APPLICATION_STATES)[number];

/** How the person acting stands to the application: the listing's owner, the applicant, or an admin. */
export type ApplicationActor = 'owner' | 'applicant' | 'admin';

export function isOpenApplication(state: ApplicationState): state is OpenApplicationState {
  return (OPEN_APPLICATION_STATES as readonly ApplicationState[]).includes(state);
}

/** Open states in the order an owner moves through them: the owner only moves forward. */
const openOrder = (state: ApplicationState) =>
  (OPEN_APPLICATION_STATES as readonly ApplicationState[]).indexOf(state);

/** Who may move an application from `from` to `to`. An admin may do what the owner may. */
export function mayMoveApplication(
  from: ApplicationState,
  to: ApplicationState,
  actor: ApplicationActor,
): boolean {
  if (to === 'withdrawn') return actor === 'applicant' && (isOpenApplication(from) || from === 'accepted');
  if (actor === 'applicant' || !isOpenApplication(from)) return false;
  if (to === 'accepted' || to === 'declined') return true;
  return isOpenApplication(to) && openOrder(to) > openOrder(from);
}

/** The moves this actor may make now, in the table's order (the buttons a screen shows). */
export function applicationMoves(from: ApplicationState, actor: ApplicationActor): ApplicationState[] {
  return APPLICATION_STATES.filter((to) => to !== from && mayMoveApplication(from, to, actor));
}
