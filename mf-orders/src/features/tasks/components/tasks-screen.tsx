import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingState } from '@minesite/shared/fetch-states';
import { PageLayout } from '@minesite/shared/ui';
import { useNow } from '../../../lib/use-now';
import { setTaskDone } from '../own-tasks-store';
import { useBuyerTasks } from '../use-buyer-tasks';
import { OwnTaskForm } from './own-task-form';
import { TaskText } from './task-text';
import '../../../components/buyer-page.css';

/** What the buyer has to do: from their tracked orders and their own list; tick one when done. */
export function TasksScreen() {
  const intl = useIntl();
  const now = useNow();
  const { tasks, loading } = useBuyerTasks(now);
  return (
    <PageLayout titleId="route.tasks">
      {loading && <LoadingState />}
      {tasks.length === 0 && !loading ? (
        <p className="buyer-muted">
          <FormattedMessage id="orders.tasks.empty" />
        </p>
      ) : (
        <ul className="buyer-list" aria-label={intl.formatMessage({ id: 'route.tasks' })}>
          {tasks.map((task) => (
            <li key={task.id}>
              <label className="buyer-row" style={{ justifyContent: 'flex-start' }}>
                <input
                  type="checkbox"
                  checked={task.done}
                  onChange={(event) => setTaskDone(task.id, event.target.checked)}
                />
                <span style={task.done ? { textDecoration: 'line-through' } : undefined}>
                  <TaskText task={task} now={now} />
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <OwnTaskForm />
    </PageLayout>
  );
}
