import '../tasks.css';
import '../i18n/register';
import type { Hostel, Property } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/api/query-keys';
import { useOpenTasks } from '../api/get-open-tasks';
import { AssignPanel } from './assign-panel';
import { OpenTaskSummary } from './open-task-summary';

interface ListingTaskActionsProps {
  listing: Pick<Hostel | Property, '_id' | 'name' | 'location'>;
  titleId?: string;
}

/**
 * /unverified, under each property and hostel: the listing's open task if it has one (the server
 * refuses a second), else the assign panel. The open tasks are read again when the panel closes,
 * so a task just assigned (or one another admin made, which the panel's 409 names) shows then.
 */
export function ListingTaskActions({ listing, titleId }: ListingTaskActionsProps) {
  const queryClient = useQueryClient();
  const openTasks = useOpenTasks();
  const readAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.open() }),
    [queryClient],
  );
  const task = openTasks.data?.find((t) => t.room._id === listing._id);
  if (task) return <OpenTaskSummary task={task} titleId={titleId} />;
  return <AssignPanel property={listing} titleId={titleId} onClose={readAgain} />;
}
