import { ApiError } from '../../../lib/api-error';
import { failureText, httpStatusOf, requireStatusSuccess, requireSuccess, UnsuccessfulAnswerError } from './failure';

const texts = {
  unsuccessful: 'Failed to disconnect Discord account',
  failed: 'An error occurred while disconnecting Discord account',
};

describe('requireSuccess / requireStatusSuccess', () => {
  it('passes an answer that says it worked', () => {
    expect(requireSuccess({ success: true, message: 'ok' })).toEqual({ success: true, message: 'ok' });
    expect(requireStatusSuccess({ status: 'success', message: 'ok' })).toEqual({ status: 'success', message: 'ok' });
  });

  it('turns anything else into an UnsuccessfulAnswerError carrying the server text', () => {
    expect(() => requireSuccess({ success: false, message: 'No link' })).toThrow(
      new UnsuccessfulAnswerError('No link'),
    );
    expect(() => requireStatusSuccess({ status: 'error' })).toThrow(UnsuccessfulAnswerError);
    expect(() => requireSuccess(null)).toThrow(UnsuccessfulAnswerError);
    try {
      requireStatusSuccess({ message: '  ' });
    } catch (error) {
      expect((error as UnsuccessfulAnswerError).serverText).toBeNull();
    }
  });
});

describe('failureText', () => {
  it('shows the server message where there is one', () => {
    expect(failureText(new UnsuccessfulAnswerError('Connect your Discord account first'), texts)).toBe(
      'Connect your Discord account first',
    );
    expect(failureText(ApiError.fromAnswer(400, { message: 'Connect your Discord account first' }), texts)).toBe(
      'Connect your Discord account first',
    );
  });

  it('falls back to the unsuccessful text for an answer without success or an HTTP error without message', () => {
    expect(failureText(new UnsuccessfulAnswerError(null), texts)).toBe(texts.unsuccessful);
    expect(failureText(ApiError.fromAnswer(502, '<html>Bad gateway</html>'), texts)).toBe(texts.unsuccessful);
  });

  it('falls back to the failed text when no answer came', () => {
    expect(failureText(ApiError.network(), texts)).toBe(texts.failed);
    expect(failureText(new Error('boom'), texts)).toBe(texts.failed);
  });
});

describe('httpStatusOf', () => {
  it('reads the status of an HTTP error and null otherwise', () => {
    expect(httpStatusOf(ApiError.fromAnswer(404, {}))).toBe(404);
    expect(httpStatusOf(ApiError.timeout(30_000))).toBeNull();
    expect(httpStatusOf('nope')).toBeNull();
  });
});
