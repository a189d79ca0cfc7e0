import './tasks.css';
import './i18n/register';
import { TASK_CODES, type Task } from '@app/shared';
import { useRef } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { LoadFailed } from '@/components/query-state';
import { paths } from '@/config/paths';
import { neighbourOf, useCardFocus } from '@/lib/card-focus';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptTask } from './api/accept-task';
import { useTaskRequests } from './api/get-task-requests';
import { TaskRequestCard } from './components/task-request-card';
import { Toast } from './components/toast';
import { useTaskText } from './use-task-text';
import { useToast } from './use-toast';

/** /task-req (freelancer): the tasks offered to them, each accepted here. */
export function TaskRequestsPage() {
  const { t, failure, message } = useTaskText();
  useDocumentTitle(t('requests.title'));
  const tasks = useTaskRequests();
  const accept = useAcceptTask();
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusCard = useCardFocus('task', headingRef);

  const list = tasks.data ?? [];

  const acceptTask = (task: Task) => {
    if (accept.isPending) return;
    const neighbour = neighbourOf(list, task._id);
    const fallbackMessage = t('errors.acceptFailed');
    accept.mutate(
      { taskId: task._id, fallbackMessage },
      {
        onSuccess: () => {
          focusCard(neighbour?._id ?? null);
          toast.show('success', message(TASK_CODES.accepted));
        },
        onError: (error) => toast.show('error', failure(error, fallbackMessage)),
      },
    );
  };

  let content;
  if (tasks.isPending) {
    content = (
      <p className="task-state" role="status">
        {t('requests.loading')}
      </p>
    );
  } else if (tasks.isError) {
    content = (
      <LoadFailed
        className="task-state"
        message={t('errors.loadTasksFailed')}
        retry={{ query: tasks, label: t('common.retry') }}
      />
    );
  } else if (list.length === 0) {
    content = (
      <div className="task-state">
        <p className="task-state__empty">{t('requests.empty')}</p>
        <p>{t('requests.emptyText')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="card-list task-list">
        {list.map((task) => (
          <li key={task._id}>
            <TaskRequestCard
              task={task}
              isAccepting={accept.isPending && accept.variables.taskId === task._id}
              onAccept={() => acceptTask(task)}
              onNoCoordinates={() => toast.show('error', t('errors.coordinatesMissing'))}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="tasks-page container" aria-labelledby="page-title">
      <PageHeader title={t('requests.title')} intro={t('requests.intro')} headingRef={headingRef}>
        <Link className="text-link tasks-page__switch" to={paths.acceptedWork()}>
          {t('requests.acceptedLink')}
        </Link>
      </PageHeader>
      {content}
      <Toast toast={toast.toast} onClose={toast.close} />
    </section>
  );
}
