import { BansPage } from '../../../features/staff/components/bans/bans-page';

/** /dashboard/bans: who is banned (staff). */
export default function StaffBansRoute() {
  return <BansPage />;
}
