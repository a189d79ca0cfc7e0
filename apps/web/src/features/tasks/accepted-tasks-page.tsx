import './tasks.css';
import './i18n/register';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { LoadFailed } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptedTasks } from './api/get-accepted-tasks';
import { AcceptedTaskCard } from './components/accepted-task-card';
import { useTaskText } from './use-task-text';

/** /accepted-work (freelancer): the tasks they took on, each completed on the verification form. */
export function AcceptedTasksPage() {
  const { t } = useTaskText();
  useDocumentTitle(t('accepted.title'));
  const tasks = useAcceptedTasks();

  let content;
  if (tasks.isPending) {
    content = (
      <p className="task-state" role="status">
        {t('accepted.loading')}
      </p>
    );
  } else if (tasks.isError) {
    content = (
      <LoadFailed
        className="task-state"
        message={t('errors.loadAcceptedFailed')}
        retry={{ query: tasks, label: t('common.retry') }}
      />
    );
  } else if (tasks.data.length === 0) {
    content = (
      <div className="task-state">
        <p className="task-state__empty">{t('accepted.empty')}</p>
        <p>{t('accepted.emptyText')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="card-list task-list">
        {tasks.data.map((task) => (
          <li key={task._id}>
            <AcceptedTaskCard task={task} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="tasks-page container" aria-labelledby="page-title">
      <PageHeader title={t('accepted.title')} intro={t('accepted.intro')}>
        <Link className="text-link tasks-page__switch" to={paths.taskReq()}>
          <span aria-hidden="true">← </span>
          {t('accepted.back')}
        </Link>
      </PageHeader>
      {content}
    </section>
  );
}
