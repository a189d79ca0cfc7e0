import type { ApplicationState } from '@app/shared';
import { Badge, type BadgeTone } from '@/components/badge';
import { useApplicationText } from '../use-application-text';

/**
 * One colour per meaning, wherever a state shows (the owner's panel, My applications, the admin's
 * list): new is the brand accent, being worked on (contacted, visit arranged) blue, accepted
 * green, and the ended or quiet ones (seen, declined, withdrawn) neutral grey.
 */
const STATE_TONES: Record<ApplicationState, BadgeTone> = {
  new: 'accent',
  seen: 'neutral',
  contacted: 'info',
  visit_arranged: 'info',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
};

/** Where an application stands, as a badge in plain words. */
export function ApplicationStateBadge({
  state,
  closedBecauseRented = false,
}: {
  state: ApplicationState;
  closedBecauseRented?: boolean;
}) {
  const { stateWord } = useApplicationText();
  return <Badge tone={STATE_TONES[state]}>{stateWord(state, closedBecauseRented)}</Badge>;
}
