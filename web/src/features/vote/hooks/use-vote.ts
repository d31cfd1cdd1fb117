import { useCallback, useEffect, useReducer } from 'react';
import { useVoteConfirmation, useVoteStatusCheck } from '../api/get-vote-status';
import { voteErrorMessage } from '../lib/vote-error';
import { canSubmit, initialVoteState, voteReducer } from '../lib/vote-state';

/** Opens the vote site in a new tab that cannot reach back into this page. */
function openVoteSite(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The vote flow of SPEC §4: checks the status for a username; when allowed, opens the vote site
 * (vote=1&pingUsername) in a new tab and polls the status until the site's confirmation turns it
 * into a cooldown (the NX credited); otherwise starts the cooldown. The page keeps a link to the
 * site as well, in case the browser blocked the new tab.
 */
export function useVote() {
  const [state, dispatch] = useReducer(voteReducer, initialVoteState);
  const { mutate } = useVoteStatusCheck();
  const waitingFor = state.phase === 'success' ? state.username : null;
  const confirmation = useVoteConfirmation(waitingFor);
  const { data: polled, dataUpdatedAt: polledAt } = confirmation;

  useEffect(() => {
    if (waitingFor !== null && polled)
      dispatch({ type: 'polled', username: waitingFor, check: polled, now: Date.now() });
  }, [waitingFor, polled, polledAt]);

  const submit = useCallback(
    (raw: string) => {
      const username = raw.trim();
      dispatch({ type: 'submitted', username });
      if (!username || !canSubmit(state)) return;
      mutate(username, {
        onSuccess: (answer) => {
          dispatch({ type: 'answered', username, check: answer, now: Date.now() });
          if (answer.allowed) openVoteSite(answer.voteUrl);
        },
        onError: (error) => dispatch({ type: 'failed', username, message: voteErrorMessage(error) }),
      });
    },
    [mutate, state],
  );

  const edit = useCallback((username: string) => dispatch({ type: 'edited', username }), []);
  const endCooldown = useCallback((endsAt: number) => dispatch({ type: 'cooldown-ended', endsAt }), []);

  return { state, submit, edit, endCooldown };
}
