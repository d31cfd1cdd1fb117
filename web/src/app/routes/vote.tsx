import { Loading } from '../../components/ui/loading';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { VoteForm } from '../../features/vote/components/vote-form';
import { VoteRules } from '../../features/vote/components/vote-rules';

/** SPEC §2 '/vote' (public): the daily vote, prefilled with the logged-in player's username. */
export default function VoteRoute() {
  const { status, user } = useAuth();
  const username = user?.username ?? '';
  return (
    <div className="page vote">
      {/* A stored session is still being checked: wait for its username before filling the field. */}
      {status === 'loading' ? <Loading /> : <VoteForm key={username} initialUsername={username} />}
      <VoteRules />
    </div>
  );
}
