import { MESSAGES } from '@henesys/contracts';
import { voteStartedMessage } from './messages';
import { canSubmit, initialVoteState, voteReducer, type VoteEvent, type VoteState } from './vote-state';

const run = (events: VoteEvent[], from: VoteState = initialVoteState) => events.reduce(voteReducer, from);
const url = 'https://vote.example/?vote=1&pingUsername=member';
const allowed = { allowed: true as const, site: 'GTop100', voteUrl: url };
const waiting = (timeLeftMs: number) => ({ allowed: false as const, site: 'GTop100', timeLeftMs });

describe('vote states (SPEC §4)', () => {
  it('goes idle → loading → success when the account may vote', () => {
    const loading = run([{ type: 'submitted', username: '  member ' }]);
    expect(loading).toEqual({ phase: 'loading', username: 'member' });
    expect(canSubmit(loading)).toBe(false);
    const success = voteReducer(loading, { type: 'answered', username: 'member', check: allowed, now: 0 });
    expect(success).toEqual({ phase: 'success', username: 'member', site: 'GTop100', voteUrl: url });
    expect(canSubmit(success)).toBe(true);
  });

  it('flags a blank username without asking the server', () => {
    expect(run([{ type: 'submitted', username: '   ' }])).toEqual({ phase: 'error', message: MESSAGES.voteUsernameRequired, onField: true });
  });

  it('goes loading → error with the given message, and may try again', () => {
    const error = run([
      { type: 'submitted', username: 'nobodyhere' },
      { type: 'failed', username: 'nobodyhere', message: MESSAGES.voteUnknownAccount },
    ]);
    expect(error).toEqual({ phase: 'error', message: MESSAGES.voteUnknownAccount, onField: false });
    expect(canSubmit(error)).toBe(true);
    expect(voteReducer(error, { type: 'submitted', username: 'member' })).toEqual({ phase: 'loading', username: 'member' });
  });

  it('goes loading → cooldown ending timeLeftMs from the answer, blocks voting, then idle again', () => {
    const cooldown = run([
      { type: 'submitted', username: 'member' },
      { type: 'answered', username: 'member', check: waiting(60_000), now: 1_000 },
    ]);
    expect(cooldown).toEqual({ phase: 'cooldown', username: 'member', site: 'GTop100', endsAt: 61_000 });
    expect(canSubmit(cooldown)).toBe(false);
    expect(voteReducer(cooldown, { type: 'submitted', username: 'member' })).toBe(cooldown);
    // A countdown of an older cooldown does not end this one.
    expect(voteReducer(cooldown, { type: 'cooldown-ended', endsAt: 5_000 })).toBe(cooldown);
    const after = voteReducer(cooldown, { type: 'cooldown-ended', endsAt: 61_000 });
    expect(after).toEqual({ phase: 'idle' });
    expect(canSubmit(after)).toBe(true);
  });

  it('treats a refusal with no time left as nothing to wait for', () => {
    expect(run([{ type: 'submitted', username: 'member' }, { type: 'answered', username: 'member', check: waiting(0), now: 0 }])).toEqual({ phase: 'idle' });
  });

  it('frees the button when the name changes to another account, not for the same one', () => {
    const cooldown: VoteState = { phase: 'cooldown', username: 'member', site: 'GTop100', endsAt: 10 };
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
    expect(voteReducer(initialVoteState, { type: 'answered', username: 'member', check: allowed, now: 0 })).toBe(initialVoteState);
  });
});

describe('voteStartedMessage', () => {
  it('puts the site name after the SPEC §8 words', () => {
    expect(voteStartedMessage('GTop100')).toBe("Vote started! Don't forget to complete the captcha on GTop100");
  });
});
