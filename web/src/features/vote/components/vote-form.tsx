import { useId, useState, type FormEvent } from 'react';
import { VOTE_REWARD_NX } from '@henesys/contracts';
import { FieldError } from '../../../components/ui/field-error';
import { formatNumber } from '../../../lib/format';
import { useVote } from '../hooks/use-vote';
import {
  VOTE_MESSAGES,
  voteCreditedMessage,
  voteStartedMessage,
  voteUnconfirmedMessage,
  voteWaitingMessage,
} from '../lib/messages';
import { canSubmit, type VoteState } from '../lib/vote-state';
import { CooldownTimer } from './cooldown-timer';
import { VoteSiteCards } from './vote-site-cards';
import './vote.css';
import { Button } from '../../../components/ui/button';

/** The colour of the status region: a credited vote is good news, a cooldown or an unconfirmed vote a wait. */
function statusTone(state: VoteState): 'error' | 'success' | 'wait' | 'plain' {
  if (state.phase === 'error') return 'error';
  if (state.phase === 'success' || (state.phase === 'cooldown' && state.credited)) return 'success';
  return state.phase === 'cooldown' || state.phase === 'unconfirmed' ? 'wait' : 'plain';
}

/** The sentence of the status region for each phase (empty when idle). */
function StatusText({ state }: { state: VoteState }) {
  switch (state.phase) {
    case 'loading':
      return <>{VOTE_MESSAGES.checking}</>;
    case 'success':
      return (
        <>
          <span className="vote__status-line">{voteStartedMessage(state.site)}</span>{' '}
          <span className="vote__status-line vote__status-line--plain">{voteWaitingMessage(state.site)}</span>{' '}
          <a className="vote__site-link" href={state.voteUrl} target="_blank" rel="noopener noreferrer">
            Open {state.site} again
          </a>
        </>
      );
    case 'unconfirmed':
      return <>{voteUnconfirmedMessage(state.site)}</>;
    case 'error':
      return state.onField ? null : <>{state.message}</>;
    case 'cooldown':
      return <>{state.credited ? voteCreditedMessage(state.username) : VOTE_MESSAGES.cooldown}</>;
    case 'idle':
      return null;
  }
}

/**
 * SPEC §2 '/vote': a username (the logged-in player's, editable) and a Vote button. The status is
 * announced politely from one region that is always in the page; a blank name is flagged on the field.
 */
export function VoteForm({ initialUsername }: { initialUsername: string }) {
  const [username, setUsername] = useState(initialUsername);
  const { state, submit, edit, endCooldown } = useVote();
  const fieldErrorId = useId();
  const fieldError = state.phase === 'error' && state.onField ? state.message : null;
  const tone = statusTone(state);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(username);
    if (!username.trim()) document.getElementById('vote-username')?.focus();
  }

  const checked = state.phase === 'success' || state.phase === 'cooldown' || state.phase === 'unconfirmed';
  return (
    <>
      <form
        className="card vote__card"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="vote-title"
        aria-busy={state.phase === 'loading' || undefined}
      >
        <h2 id="vote-title">Vote for Henesys</h2>
        <p className="vote__reward">
          <span className="vote__reward-amount">{formatNumber(VOTE_REWARD_NX)} NX Cash</span> for every vote, once a day
        </p>
        <div className="form__field">
          <label htmlFor="vote-username">Username</label>
          <input
            id="vote-username"
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              edit(event.target.value);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? fieldErrorId : 'vote-username-hint'}
          />
          {fieldError ? (
            <FieldError id={fieldErrorId}>{fieldError}</FieldError>
          ) : (
            <p id="vote-username-hint" className="vote__hint">
              The account that receives the NX Cash.
            </p>
          )}
        </div>
        <Button
          size="large"
          className="vote__button"
          type="submit"
          disabled={!canSubmit(state)}
          aria-busy={state.phase === 'loading' || undefined}
        >
          {state.phase === 'loading' ? 'Checking...' : 'Vote'}
        </Button>
        <div className={`vote__status vote__status--${tone}`} role="status" aria-live="polite" aria-atomic="true">
          <StatusText state={state} />
        </div>
        {state.phase === 'cooldown' ? (
          <CooldownTimer key={state.endsAt} endsAt={state.endsAt} onEnd={endCooldown} />
        ) : null}
      </form>
      <VoteSiteCards username={checked ? state.username : null} />
    </>
  );
}
