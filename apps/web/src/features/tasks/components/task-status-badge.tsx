import type { TaskState } from '@app/shared';
import { Badge, type BadgeTone } from '@/components/badge';
import { useTaskText } from '../use-task-text';

const TONES: Record<TaskState, BadgeTone> = {
  assigned: 'neutral',
  accepted: 'warning',
  completed: 'success',
  expired: 'danger',
};

/** A task's state in words (Assigned, In Progress, Completed, Expired) and colour. */
export function TaskStatusBadge({ state }: { state: TaskState }) {
  const { t } = useTaskText();
  return <Badge tone={TONES[state]}>{t(`status.${state}`)}</Badge>;
}
