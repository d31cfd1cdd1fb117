import { ApiError } from '../../../lib/api-error';
import { loadFailure, MissingTokenError, UnreadableAnswerError } from './load-error';

function httpError(status: number, data: unknown = { message: 'whatever the server said' }): ApiError {
  return ApiError.fromAnswer(status, data);
}

describe('loadFailure (SPEC §8 Admin donations)', () => {
  it('asks to log in again when no token is stored', () => {
    expect(loadFailure(new MissingTokenError())).toEqual({
      message: 'Authentication token missing. Please log in again.',
      needsLogin: true,
    });
  });

  it('says access is denied on a 403, whatever the server wrote', () => {
    expect(loadFailure(httpError(403, { message: 'Admins only' }))).toEqual({
      message: 'Access denied. You may not have permission to view donations or your session has expired.',
      needsLogin: false,
    });
  });

  it('asks to log in again on a 401', () => {
    expect(loadFailure(httpError(401))).toEqual({
      message: 'Authentication failed. Please log in again.',
      needsLogin: true,
    });
  });

  it('names any other status', () => {
    expect(
      loadFailure(httpError(503, { message: 'The donations service is unavailable. Please try again shortly.' }))
        .message,
    ).toBe('Failed to load donation requests (503). Please try again later.');
    expect(loadFailure(httpError(500, '<html>')).message).toBe(
      'Failed to load donation requests (500). Please try again later.',
    );
    expect(loadFailure(httpError(400)).message).toBe('Failed to load donation requests (400). Please try again later.');
    expect(loadFailure(httpError(504)).needsLogin).toBe(false);
  });

  it('says the server could not be reached when there was no response (network, timeout)', () => {
    const network = ApiError.network();
    const timeout = ApiError.timeout(30_000);
    for (const error of [network, timeout]) {
      expect(loadFailure(error)).toEqual({
        message: 'Failed to connect to the server. Please check your network connection.',
        needsLogin: false,
      });
    }
  });

  it('names the status of an answer that is not a donation list', () => {
    expect(loadFailure(new UnreadableAnswerError(200)).message).toBe(
      'Failed to load donation requests (200). Please try again later.',
    );
  });

  it('treats anything else as no usable answer', () => {
    expect(loadFailure(new TypeError('boom')).message).toBe(
      'Failed to connect to the server. Please check your network connection.',
    );
    expect(loadFailure(undefined).message).toBe(
      'Failed to connect to the server. Please check your network connection.',
    );
  });
});
