import { MESSAGES } from '@henesys/contracts';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { actionErrorMessage } from './action-error';
import { ADMIN_DONATION_MESSAGES } from './messages';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('actionErrorMessage', () => {
  it("prefixes the server's message with 'Error: '", () => {
    expect(actionErrorMessage(httpError(409, { message: MESSAGES.donationCancelledFinal }), ADMIN_DONATION_MESSAGES.statusUpdateFailed)).toBe(
      'Error: A donation the player cancelled cannot be changed',
    );
    expect(actionErrorMessage(httpError(400, { message: ['Notes must be at most 1000 characters'] }), 'x')).toBe('Error: Notes must be at most 1000 characters');
  });

  it('falls back when the server said nothing usable', () => {
    expect(actionErrorMessage(httpError(502, '<html>'), ADMIN_DONATION_MESSAGES.statusUpdateFailed)).toBe('Failed to update status');
    expect(actionErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'), ADMIN_DONATION_MESSAGES.retryFailed)).toBe('Failed to retry delivery');
    expect(actionErrorMessage(new Error('boom'), 'Failed to update status')).toBe('Failed to update status');
  });
});
