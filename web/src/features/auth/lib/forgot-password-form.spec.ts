import { MESSAGES } from '@henesys/contracts';
import { validateForgotPassword } from './forgot-password-form';

describe('validateForgotPassword', () => {
  it('asks for each missing field', () => {
    expect(validateForgotPassword({ email: ' ', username: '', birthday: '' })).toEqual({
      email: MESSAGES.forgotEmailRequired,
      username: MESSAGES.forgotUsernameRequired,
      birthday: MESSAGES.forgotBirthdayRequired,
    });
  });

  it('accepts three filled fields without judging them (the server answers the same either way)', () => {
    expect(validateForgotPassword({ email: 'x', username: 'y', birthday: '2000-01-01' })).toEqual({});
  });
});
