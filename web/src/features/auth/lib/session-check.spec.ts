import { ApiError } from '../../../lib/api-error';
import { refusesSession, sessionCheckRetryMs } from './session-check';

describe('the start-up session check', () => {
  it.each([400, 401, 403, 404])('clears the token when the server refuses it (%i)', (status) => {
    expect(refusesSession(ApiError.fromAnswer(status, {}))).toBe(true);
  });

  it.each([408, 429, 500, 502, 503, 504])('keeps the token when the server cannot answer (%i)', (status) => {
    expect(refusesSession(ApiError.fromAnswer(status, {}))).toBe(false);
  });

  it('keeps the token on a timeout or with no network', () => {
    expect(refusesSession(new ApiError('timeout of 30000ms exceeded'))).toBe(false);
    expect(refusesSession(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('tries again after 1 s, doubling up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(sessionCheckRetryMs)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });
});
