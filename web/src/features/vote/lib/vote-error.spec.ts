import { MESSAGES } from '@henesys/contracts';
import { ApiError } from '../../../lib/api-error';
import { VOTE_MESSAGES } from './messages';
import { voteErrorMessage } from './vote-error';

describe('voteErrorMessage', () => {
  it("shows the server's message for a refused check", () => {
    expect(voteErrorMessage(ApiError.fromAnswer(400, { message: MESSAGES.voteUsernameRequired }))).toBe(
      MESSAGES.voteUsernameRequired,
    );
    expect(voteErrorMessage(ApiError.fromAnswer(404, { message: MESSAGES.voteUnknownAccount }))).toBe(
      MESSAGES.voteUnknownAccount,
    );
    expect(voteErrorMessage(ApiError.fromAnswer(429, { message: 'Too many requests' }))).toBe('Too many requests');
  });

  it('falls back to the SPEC §8 text when the server says nothing usable', () => {
    expect(voteErrorMessage(ApiError.fromAnswer(404, '<html>Not Found</html>'))).toBe(VOTE_MESSAGES.checkFailed);
    expect(voteErrorMessage(ApiError.fromAnswer(500, { message: 'Internal server error', errorId: 'x' }))).toBe(
      VOTE_MESSAGES.checkFailed,
    );
    expect(voteErrorMessage(ApiError.fromAnswer(502, { message: 'Bad gateway' }))).toBe(VOTE_MESSAGES.checkFailed);
    expect(voteErrorMessage(ApiError.network())).toBe(VOTE_MESSAGES.checkFailed);
    expect(voteErrorMessage(new Error('Unreadable vote status'))).toBe(VOTE_MESSAGES.checkFailed);
  });

  it('uses the exact SPEC §8 wording', () => {
    expect(VOTE_MESSAGES.checkFailed).toBe('Could not check vote status. Please try again later.');
  });
});
