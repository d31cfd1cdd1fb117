import { MESSAGES } from '@henesys/contracts';
import { nextVoteText, voteCreditedMessage, voteStartedMessage, voteWaitingMessage } from './messages';
import {
  canSubmit,
  initialVoteState,
  VOTE_CONFIRM_WAIT_MS,
  voteReducer,
  type VoteEvent,
  type VoteState,
} from './vote-state';

const run = (events: VoteEvent[], from: VoteState = initialVoteState) => events.reduce(voteReducer, from);
const url = 'https://vote.example/?vote=1&pingUsername=member';
const allowed = { allowed: true as const, site: 'GTop100', voteUrl: url };
const waiting = (timeLeftMs: number) => ({ allowed: false as const, site: 'GTop100', timeLeftMs });

describe('vote states (SPEC §4)', () => {
  it('goes idle → loading → success when the account may vote, and waits for the confirmation with voting off', () => {
    const loading = run([{ type: 'submitted', username: '  member ' }]);
    expect(loading).toEqual({ phase: 'loading', username: 'member' });
    expect(canSubmit(loading)).toBe(false);
    const success = voteReducer(loading, { type: 'answered', username: 'member', check: allowed, now: 1_000 });
    expect(success).toEqual({ phase: 'success', username: 'member', site: 'GTop100', voteUrl: url, startedAt: 1_000 });
    expect(canSubmit(success)).toBe(false);
    expect(voteReducer(success, { type: 'submitted', username: 'member' })).toBe(success);
  });

  it('turns the confirmed vote into a credited cooldown when a poll says the account must wait', () => {
    const success: VoteState = { phase: 'success', username: 'member', site: 'GTop100', voteUrl: url, startedAt: 0 };
    // Not confirmed yet: nothing changes.
    expect(voteReducer(success, { type: 'polled', username: 'member', check: allowed, now: 5_000 })).toBe(success);
    const credited = voteReducer(success, {
      type: 'polled',
      username: 'member',
      check: waiting(86_395_000),
      now: 5_000,
    });
    expect(credited).toEqual({
      phase: 'cooldown',
      username: 'member',
      site: 'GTop100',
      endsAt: 86_400_000,
      credited: true,
    });
    expect(canSubmit(credited)).toBe(false);
    // A late poll of another name, or after the wait is over, changes nothing.
    expect(voteReducer(success, { type: 'polled', username: 'other', check: waiting(1_000), now: 0 })).toBe(success);
    expect(voteReducer(credited, { type: 'polled', username: 'member', check: allowed, now: 6_000 })).toBe(credited);
  });

  it('gives up waiting after VOTE_CONFIRM_WAIT_MS without a confirmation, and lets the player vote again', () => {
    const success: VoteState = { phase: 'success', username: 'member', site: 'GTop100', voteUrl: url, startedAt: 0 };
    expect(
      voteReducer(success, { type: 'polled', username: 'member', check: allowed, now: VOTE_CONFIRM_WAIT_MS - 1 }),
    ).toBe(success);
    const unconfirmed = voteReducer(success, {
      type: 'polled',
      username: 'member',
      check: allowed,
      now: VOTE_CONFIRM_WAIT_MS,
    });
    expect(unconfirmed).toEqual({ phase: 'unconfirmed', username: 'member', site: 'GTop100' });
    expect(canSubmit(unconfirmed)).toBe(true);
  });

  it('stops waiting when the name changes to another account', () => {
    const success: VoteState = { phase: 'success', username: 'member', site: 'GTop100', voteUrl: url, startedAt: 0 };
    expect(voteReducer(success, { type: 'edited', username: 'Member ' })).toBe(success);
    expect(voteReducer(success, { type: 'edited', username: 'admin' })).toEqual({ phase: 'idle' });
  });

  it('flags a blank username without asking the server', () => {
    expect(run([{ type: 'submitted', username: '   ' }])).toEqual({
      phase: 'error',
      message: MESSAGES.voteUsernameRequired,
      onField: true,
    });
  });

  it('goes loading → error with the given message, and may try again', () => {
    const error = run([
      { type: 'submitted', username: 'nobodyhere' },
      { type: 'failed', username: 'nobodyhere', message: MESSAGES.voteUnknownAccount },
    ]);
    expect(error).toEqual({ phase: 'error', message: MESSAGES.voteUnknownAccount, onField: false });
    expect(canSubmit(error)).toBe(true);
    expect(voteReducer(error, { type: 'submitted', username: 'member' })).toEqual({
      phase: 'loading',
      username: 'member',
    });
  });

  it('goes loading → cooldown ending timeLeftMs from the answer, blocks voting, then idle again', () => {
    const cooldown = run([
      { type: 'submitted', username: 'member' },
      { type: 'answered', username: 'member', check: waiting(60_000), now: 1_000 },
    ]);
    expect(cooldown).toEqual({
      phase: 'cooldown',
      username: 'member',
      site: 'GTop100',
      endsAt: 61_000,
      credited: false,
    });
    expect(canSubmit(cooldown)).toBe(false);
    expect(voteReducer(cooldown, { type: 'submitted', username: 'member' })).toBe(cooldown);
    // A countdown of an older cooldown does not end this one.
    expect(voteReducer(cooldown, { type: 'cooldown-ended', endsAt: 5_000 })).toBe(cooldown);
    const after = voteReducer(cooldown, { type: 'cooldown-ended', endsAt: 61_000 });
    expect(after).toEqual({ phase: 'idle' });
    expect(canSubmit(after)).toBe(true);
  });

  it('treats a refusal with no time left as nothing to wait for', () => {
    expect(
      run([
        { type: 'submitted', username: 'member' },
        { type: 'answered', username: 'member', check: waiting(0), now: 0 },
      ]),
    ).toEqual({ phase: 'idle' });
  });

  it('frees the button when the name changes to another account, not for the same one', () => {
    const cooldown: VoteState = { phase: 'cooldown', username: 'member', site: 'GTop100', endsAt: 10, credited: false };
    expect(voteReducer(cooldown, { type: 'edited', username: ' MEMBER' })).toBe(cooldown);
    expect(voteReducer(cooldown, { type: 'edited', username: 'member2' })).toEqual({ phase: 'idle' });
  });

  it('clears the blank-field error once something is typed, and keeps other messages', () => {
    const blank = run([{ type: 'submitted', username: '' }]);
    expect(voteReducer(blank, { type: 'edited', username: ' ' })).toBe(blank);
    expect(voteReducer(blank, { type: 'edited', username: 'm' })).toEqual({ phase: 'idle' });
    const failed: VoteState = { phase: 'error', message: 'x', onField: false };
    expect(voteReducer(failed, { type: 'edited', username: 'm' })).toBe(failed);
  });

  it('ignores answers that are not for the check in flight', () => {
    const loading: VoteState = { phase: 'loading', username: 'member' };
    expect(voteReducer(loading, { type: 'answered', username: 'other', check: allowed, now: 0 })).toBe(loading);
    expect(voteReducer(loading, { type: 'failed', username: 'other', message: 'x' })).toBe(loading);
    expect(voteReducer(initialVoteState, { type: 'answered', username: 'member', check: allowed, now: 0 })).toBe(
      initialVoteState,
    );
  });
});

describe('vote messages', () => {
  it('puts the site name after the SPEC §8 words', () => {
    expect(voteStartedMessage('GTop100')).toBe("Vote started! Don't forget to complete the captcha on GTop100");
  });

  it('says what happens next and what was credited, with a space as thousands separator', () => {
    expect(voteWaitingMessage('GTop100')).toBe(
      'Your 5 000 NX arrives when GTop100 confirms your vote. This page shows it here, no need to reload.',
    );
    expect(voteCreditedMessage('member')).toBe('5 000 NX credited to member.');
  });

  it('writes the next vote as a date and a 24-hour time', () => {
    expect(nextVoteText(Date.parse('2026-11-26T14:28:00Z'), 'UTC')).toBe('Next vote: Nov 26, 2026, 14:28');
  });
});
