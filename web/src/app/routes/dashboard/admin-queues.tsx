import { AdminQueuesPage } from '../../../features/admin-queues/components/admin-queues-page';

/** /dashboard/admin/queues: the queue dashboard (admins only; the router's guard checks, the gateway too). */
export default function AdminQueuesRoute() {
  return <AdminQueuesPage />;
}
