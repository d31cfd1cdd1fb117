import { VoteSitesPage } from '../../../features/vote-sites-admin/components/vote-sites-page';

/** /dashboard/admin/vote-sites: the vote sites and their callback addresses (admins only). */
export default function AdminVoteSitesRoute() {
  return <VoteSitesPage />;
}
