import { Link } from 'react-router-dom';
import { playerPath } from '../../lib/player-path';

/** A player's name, linked to their staff page when the game account is known. */
export function PlayerLink({ accountId, name }: { accountId: number | null; name: string | null }) {
  const text = name ?? (accountId === null ? 'Unknown player' : `Account #${accountId}`);
  if (accountId === null) return <span>{text}</span>;
  return <Link to={playerPath(accountId)}>{text}</Link>;
}
