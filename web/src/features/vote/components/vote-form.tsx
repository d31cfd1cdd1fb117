import { useId, useState, type FormEvent } from 'react';
import { VOTE_REWARD_NX } from '@henesys/contracts';
import { FieldError } from '../../../components/ui/text-field';
import { useVote } from '../hooks/use-vote';
import { formatThousands } from '../lib/format';
import { VOTE_MESSAGES, voteStartedMessage } from '../lib/messages';
import { canSubmit, type VoteState } from '../lib/vote-state';
import { CooldownTimer } from './cooldown-timer';
import './vote.css';

/** The sentence of the status region for each phase (empty when idle). */
function StatusText({ state }: { state: VoteState }) {
  switch (state.phase) {
    case 'loading':
      return <>{VOTE_MESSAGES.checking}</>;
    case 'success':
      return (
        <>
          {voteStartedMessage(state.site)}{' '}
          <a className="vote__site-link" href={state.voteUrl} target="_blank" rel="noopener noreferrer">
            Open {state.site} again
          </a>
        </>
      );
    case 'error':
      return state.onField ? null : <>{state.message}</>;
    case 'cooldown':
      return <>{VOTE_MESSAGES.cooldown}</>;
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
  const tone = state.phase === 'error' ? 'error' : state.phase === 'success' ? 'success' : state.phase === 'cooldown' ? 'wait' : 'plain';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(username);
    if (!username.trim()) document.getElementById('vote-username')?.focus();
  }

  return (
    <form className="card vote__card" onSubmit={onSubmit} noValidate aria-labelledby="vote-title" aria-busy={state.phase === 'loading' || undefined}>
      <h2 id="vote-title">Vote for Henesys</h2>
      <p className="vote__reward">
        <span className="vote__reward-amount">{formatThousands(VOTE_REWARD_NX)} NX Cash</span> for every vote, once a day
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
      <button className="button button--primary button--large vote__button" type="submit" disabled={!canSubmit(state)} aria-busy={state.phase === 'loading' || undefined}>
        {state.phase === 'loading' ? 'Checking...' : 'Vote'}
      </button>
      <div className={`vote__status vote__status--${tone}`} role="status" aria-live="polite" aria-atomic="true">
        <StatusText state={state} />
      </div>
      {state.phase === 'cooldown' ? <CooldownTimer key={state.endsAt} endsAt={state.endsAt} onEnd={endCooldown} /> : null}
    </form>
  );
}
