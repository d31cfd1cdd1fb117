import { MESSAGES } from '@henesys/contracts';
import type { VoteCheck } from './vote-status';

/** How often the page asks whether the vote site has confirmed the vote, and for how long at most. */
export const VOTE_CONFIRM_POLL_MS = 5_000;
export const VOTE_CONFIRM_WAIT_MS = 10 * 60_000;

/**
 * SPEC §4 'Vote': idle, loading, success, error, then a cooldown after which voting is possible
 * again. `username` is the name that was checked, trimmed; a cooldown belongs to that name only.
 * 'success' is the vote started and waiting for the vote site's confirmation (the status is polled);
 * the confirmation starts a cooldown marked `credited`. No confirmation within VOTE_CONFIRM_WAIT_MS:
 * 'unconfirmed', and the player may start again.
 */
export type VoteState =
  | { phase: 'idle' }
  | { phase: 'loading'; username: string }
  | { phase: 'success'; username: string; site: string; voteUrl: string; /** ms since epoch */ startedAt: number }
  | { phase: 'unconfirmed'; username: string; site: string }
  | { phase: 'error'; message: string; /** The username field itself is wrong (blank). */ onField: boolean }
  | {
      phase: 'cooldown';
      username: string;
      site: string;
      /** ms since epoch */ endsAt: number;
      /** This page saw the vote credited. */ credited: boolean;
    };

export type VoteEvent =
  | { type: 'submitted'; username: string }
  | { type: 'answered'; username: string; check: VoteCheck; now: number }
  | { type: 'failed'; username: string; message: string }
  /** A status poll answered while waiting for the vote site's confirmation. */
  | { type: 'polled'; username: string; check: VoteCheck; now: number }
  /** The countdown reached zero. */
  | { type: 'cooldown-ended'; endsAt: number }
  | { type: 'edited'; username: string };

export const initialVoteState: VoteState = { phase: 'idle' };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The Vote button is off while checking, while a started vote awaits confirmation, and during the cooldown (SPEC §4). */
export function canSubmit(state: VoteState): boolean {
  return state.phase !== 'loading' && state.phase !== 'success' && state.phase !== 'cooldown';
}

/** The cooldown that follows a counted vote, or nothing when no time is left. */
function cooldownAfter(username: string, check: VoteCheck, now: number, credited: boolean): VoteState | null {
  if (check.allowed || check.timeLeftMs <= 0) return null;
  return { phase: 'cooldown', username, site: check.site, endsAt: now + check.timeLeftMs, credited };
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
      if (event.check.allowed)
        return {
          phase: 'success',
          username: state.username,
          site: event.check.site,
          voteUrl: event.check.voteUrl,
          startedAt: event.now,
        };
      return cooldownAfter(state.username, event.check, event.now, false) ?? initialVoteState;
    case 'failed':
      if (state.phase !== 'loading' || state.username !== event.username) return state;
      return { phase: 'error', message: event.message, onField: false };
    case 'polled':
      // Once the vote site confirms, the status says the account must wait: the vote was credited.
      if (state.phase !== 'success' || state.username !== event.username) return state;
      return (
        cooldownAfter(state.username, event.check, event.now, true) ??
        (event.now - state.startedAt >= VOTE_CONFIRM_WAIT_MS
          ? { phase: 'unconfirmed', username: state.username, site: state.site }
          : state)
      );
    case 'cooldown-ended':
      return state.phase === 'cooldown' && state.endsAt === event.endsAt ? initialVoteState : state;
    case 'edited':
      // Another name is not bound by this account's cooldown or started vote; a fixed blank field clears its error.
      if ((state.phase === 'cooldown' || state.phase === 'success') && !sameName(state.username, event.username))
        return initialVoteState;
      if (state.phase === 'error' && state.onField && event.username.trim()) return initialVoteState;
      return state;
  }
}
