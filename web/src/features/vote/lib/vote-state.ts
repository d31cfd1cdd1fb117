import { MESSAGES } from '@henesys/contracts';
import type { VoteCheck } from './vote-status';

/**
 * SPEC §4 'Vote': idle, loading, success, error, then a cooldown after which voting is possible
 * again. `username` is the name that was checked, trimmed; a cooldown belongs to that name only.
 */
export type VoteState =
  | { phase: 'idle' }
  | { phase: 'loading'; username: string }
  | { phase: 'success'; username: string; site: string; voteUrl: string }
  | { phase: 'error'; message: string; /** The username field itself is wrong (blank). */ onField: boolean }
  | { phase: 'cooldown'; username: string; site: string; /** ms since epoch */ endsAt: number };

export type VoteEvent =
  | { type: 'submitted'; username: string }
  | { type: 'answered'; username: string; check: VoteCheck; now: number }
  | { type: 'failed'; username: string; message: string }
  /** The countdown reached zero. */
  | { type: 'cooldown-ended'; endsAt: number }
  | { type: 'edited'; username: string };

export const initialVoteState: VoteState = { phase: 'idle' };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The Vote button works in every phase but these two (SPEC §4: disabled during the cooldown). */
export function canSubmit(state: VoteState): boolean {
  return state.phase !== 'loading' && state.phase !== 'cooldown';
}

export function voteReducer(state: VoteState, event: VoteEvent): VoteState {
  switch (event.type) {
    case 'submitted': {
      if (!canSubmit(state)) return state;
      const username = event.username.trim();
      // SPEC §5: checked here before any call, with the message the server would also give.
      if (!username) return { phase: 'error', message: MESSAGES.voteUsernameRequired, onField: true };
      return { phase: 'loading', username };
    }
    case 'answered':
      // Only the answer for the check in flight counts.
      if (state.phase !== 'loading' || state.username !== event.username) return state;
      if (event.check.allowed) return { phase: 'success', username: state.username, site: event.check.site, voteUrl: event.check.voteUrl };
      if (event.check.timeLeftMs <= 0) return initialVoteState;
      return { phase: 'cooldown', username: state.username, site: event.check.site, endsAt: event.now + event.check.timeLeftMs };
    case 'failed':
      if (state.phase !== 'loading' || state.username !== event.username) return state;
      return { phase: 'error', message: event.message, onField: false };
    case 'cooldown-ended':
      return state.phase === 'cooldown' && state.endsAt === event.endsAt ? initialVoteState : state;
    case 'edited':
      // Another name is not bound by this account's cooldown; a fixed blank field clears its error.
      if (state.phase === 'cooldown' && !sameName(state.username, event.username)) return initialVoteState;
      if (state.phase === 'error' && state.onField && event.username.trim()) return initialVoteState;
      return state;
  }
}
