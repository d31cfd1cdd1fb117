import { Loading } from '../../../components/ui/loading';
import { errorText, serverMessage } from '../../../lib/error-message';
import { useQueueDashboard } from '../hooks/use-queue-dashboard';
import './admin-queues.css';

/** The Queues page (admins only): Bull Board, read-only, framed from the gateway with a cookie of its own. */
export function AdminQueuesPage() {
  const dashboard = useQueueDashboard();
  return (
    <section className="card admin-queues" aria-labelledby="admin-queues-title">
      <h2 id="admin-queues-title">Queues</h2>
      <p>
        Jobs of every queue (rewards, activity, mail, community) with their state and failures. Read-only: retry rewards
        from the Donations Manager.
      </p>
      {dashboard.status === 'opening' ? <Loading label="Opening the queue dashboard..." /> : null}
      {dashboard.status === 'failed' ? (
        <p className="form__error" role="alert">
          {serverMessage(dashboard.error) ?? `Failed to open the queue dashboard: ${errorText(dashboard.error)}`}
        </p>
      ) : null}
      {dashboard.status === 'open' ? (
        <iframe className="admin-queues__frame" title="Queue dashboard" src={dashboard.url} />
      ) : null}
    </section>
  );
}
