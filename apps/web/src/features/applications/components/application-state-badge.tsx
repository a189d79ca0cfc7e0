import type { ApplicationState } from '@app/shared';
import { Badge, type BadgeTone } from '@/components/badge';
import { useApplicationText } from '../use-application-text';

// New asks for the owner's attention; an accepted one is good news; the rest are calm.
const TONES: Record<ApplicationState, BadgeTone> = {
  new: 'warning',
  seen: 'neutral',
  contacted: 'neutral',
  visit_arranged: 'neutral',
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
  return <Badge tone={TONES[state]}>{stateWord(state, closedBecauseRented)}</Badge>;
}
