import { MESSAGES } from '@henesys/contracts';
import { parseResetTokenStatus, validateResetPassword } from './reset-password-form';

describe('validateResetPassword', () => {
  it.each([
    [{ password: '', confirmPassword: '' }, { password: MESSAGES.resetPasswordRequired }],
    [{ password: '12345', confirmPassword: '12345' }, { password: MESSAGES.resetPasswordLength }],
    [{ password: '123456', confirmPassword: '' }, { confirmPassword: MESSAGES.passwordsDoNotMatch }],
    [{ password: '123456', confirmPassword: '123457' }, { confirmPassword: MESSAGES.passwordsDoNotMatch }],
    [
      { password: '12345', confirmPassword: '1234' },
      { password: MESSAGES.resetPasswordLength, confirmPassword: MESSAGES.passwordsDoNotMatch },
    ],
    [{ password: '123456', confirmPassword: '123456' }, {}],
  ])('%j gives %j', (fields, errors) => {
    expect(validateResetPassword(fields)).toEqual(errors);
  });
});

describe('parseResetTokenStatus', () => {
  it('reads the minutes left', () => {
    expect(parseResetTokenStatus({ status: 'success', minutesLeft: 29 })).toEqual({ minutesLeft: 29 });
    expect(parseResetTokenStatus({ status: 'success' })).toEqual({ minutesLeft: null });
  });

  it.each([null, 'success', {}, { status: 'error', minutesLeft: 3 }])('refuses %p', (body) => {
    expect(() => parseResetTokenStatus(body)).toThrow();
  });
});
