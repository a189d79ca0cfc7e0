import { useSearchParams } from 'react-router';
import { VerifyHostelPage } from '../../features/listings/verify-hostel-page';
import { VerifyPropertyPage } from '../../features/listings/verify-property-page';
import { useCompleteHostelTask, useCompleteTask } from '../../features/tasks/api/complete-task';

/**
 * /verify/{id}/{taskId}: a freelancer completes a task with the listing's verification form, sent
 * as the task's completion. The accepted task's link says `?kind=hostel` for a hostel's form.
 */
export function VerifyTaskPage() {
  const [params] = useSearchParams();
  if (params.get('kind') === 'hostel') return <VerifyHostelPage useSubmit={useCompleteHostelTask} />;
  return <VerifyPropertyPage useSubmit={useCompleteTask} purpose="task" />;
}
