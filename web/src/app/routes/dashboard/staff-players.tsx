import { PlayerSearchPage } from '../../../features/staff/components/players/player-search-page';

/** /dashboard/players: the player lookup (staff; the router's guard checks, the gateway too). */
export default function StaffPlayersRoute() {
  return <PlayerSearchPage />;
}
