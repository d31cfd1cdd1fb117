import { AdminDonationsPage } from '../../../features/admin-donations/components/admin-donations-page';

/** /dashboard/admin/donations: the Donations Manager (admins only; the router's guard checks). */
export default function AdminDonationsRoute() {
  return <AdminDonationsPage />;
}
