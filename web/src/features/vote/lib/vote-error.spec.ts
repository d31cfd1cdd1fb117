import { MESSAGES } from '@henesys/contracts';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { VOTE_MESSAGES } from './messages';
import { voteErrorMessage } from './vote-error';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('voteErrorMessage', () => {
  it("shows the server's message for a refused check", () => {
    expect(voteErrorMessage(httpError(400, { message: MESSAGES.voteUsernameRequired }))).toBe(MESSAGES.voteUsernameRequired);
    expect(voteErrorMessage(httpError(404, { message: MESSAGES.voteUnknownAccount }))).toBe(MESSAGES.voteUnknownAccount);
    expect(voteErrorMessage(httpError(429, { message: 'Too many requests' }))).toBe('Too many requests');
  });

  it('falls back to the SPEC §8 text when the server says nothing usable', () => {
    expect(voteErrorMessage(httpError(404, '<html>Not Found</html>'))).toBe(VOTE_MESSAGES.checkFailed);
    expect(voteErrorMessage(httpError(500, { message: 'Internal server error', errorId: 'x' }))).toBe(VOTE_MESSAGES.checkFailed);
    expect(voteErrorMessage(httpError(502, { message: 'Bad gateway' }))).toBe(VOTE_MESSAGES.checkFailed);
    expect(voteErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(VOTE_MESSAGES.checkFailed);
    expect(voteErrorMessage(new Error('Unreadable vote status'))).toBe(VOTE_MESSAGES.checkFailed);
  });

  it('uses the exact SPEC §8 wording', () => {
    expect(VOTE_MESSAGES.checkFailed).toBe('Could not check vote status. Please try again later.');
  });
});
