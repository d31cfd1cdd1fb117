import { MESSAGES } from '@henesys/contracts';
import { ApiError } from '../../../lib/api-error';
import { actionErrorMessage } from './action-error';
import { ADMIN_DONATION_MESSAGES } from './messages';

describe('actionErrorMessage', () => {
  it("prefixes the server's message with 'Error: '", () => {
    expect(
      actionErrorMessage(
        ApiError.fromAnswer(409, { message: MESSAGES.donationCancelledFinal }),
        ADMIN_DONATION_MESSAGES.statusUpdateFailed,
      ),
    ).toBe('Error: A donation the player cancelled cannot be changed');
    expect(
      actionErrorMessage(ApiError.fromAnswer(400, { message: ['Notes must be at most 1000 characters'] }), 'x'),
    ).toBe('Error: Notes must be at most 1000 characters');
  });

  it('falls back when the server said nothing usable', () => {
    expect(actionErrorMessage(ApiError.fromAnswer(502, '<html>'), ADMIN_DONATION_MESSAGES.statusUpdateFailed)).toBe(
      'Failed to update status',
    );
    expect(actionErrorMessage(ApiError.network(), ADMIN_DONATION_MESSAGES.retryFailed)).toBe(
      'Failed to retry delivery',
    );
    expect(actionErrorMessage(new Error('boom'), 'Failed to update status')).toBe('Failed to update status');
  });
});
