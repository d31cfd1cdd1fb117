import { ApiError } from '../../../lib/api-error';
import { failureMessage, requireSuccess, UnsuccessfulAnswerError } from './answer';

const TEXTS = { unsuccessful: 'Failed to update profile', failed: 'An error occurred while updating your profile' };

describe('requireSuccess', () => {
  it('passes a successful answer through', () => {
    const answer = { success: true, message: 'Profile updated successfully' };
    expect(requireSuccess(answer)).toBe(answer);
  });

  it('refuses an answer without success, keeping its message', () => {
    expect(() => requireSuccess({ success: false })).toThrow(UnsuccessfulAnswerError);
    expect(() => requireSuccess(null)).toThrow(UnsuccessfulAnswerError);
    try {
      requireSuccess({ success: false, message: 'Nope' });
    } catch (error) {
      expect((error as UnsuccessfulAnswerError).serverText).toBe('Nope');
    }
  });
});

describe('failureMessage', () => {
  it("shows the server's message of an HTTP error", () => {
    expect(
      failureMessage(ApiError.fromAnswer(409, { message: 'An account with this email already exists' }), TEXTS),
    ).toBe('An account with this email already exists');
  });

  it('falls back to the error text when the server says nothing', () => {
    expect(failureMessage(ApiError.fromAnswer(500, {}), TEXTS)).toBe(TEXTS.failed);
    expect(failureMessage(ApiError.network(), TEXTS)).toBe(TEXTS.failed);
    expect(failureMessage(new Error('boom'), TEXTS)).toBe(TEXTS.failed);
  });

  it('uses the unsuccessful text for an answer without success, unless it has a message', () => {
    expect(failureMessage(new UnsuccessfulAnswerError(null), TEXTS)).toBe(TEXTS.unsuccessful);
    expect(failureMessage(new UnsuccessfulAnswerError('Said no'), TEXTS)).toBe('Said no');
    expect(failureMessage(new UnsuccessfulAnswerError(null), { failed: 'Failed to disable 2FA' })).toBe(
      'Failed to disable 2FA',
    );
  });
});
