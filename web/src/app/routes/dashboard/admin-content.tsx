import { ContentAdminPage } from '../../../features/content-admin/components/content-admin-page';

/** /dashboard/admin/content: news, updates, events, notices and maintenance (admins only). */
export default function AdminContentRoute() {
  return <ContentAdminPage />;
}
