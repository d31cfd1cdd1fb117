import { MESSAGES } from '@henesys/contracts';
import {
  checkConfirmation,
  isRegistrationSuccess,
  toRegisterRequest,
  validateSignup,
  type SignupFields,
} from './signup-form';

const today = new Date('2025-06-15T12:00:00Z');
const valid: SignupFields = {
  username: 'Leaf2',
  email: 'leaf@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  birthday: '2000-01-31',
  acceptTerms: true,
};

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid, today)).toEqual({});
  });

  it.each<[Partial<SignupFields>, keyof SignupFields, string]>([
    [{ username: '' }, 'username', MESSAGES.usernameRequired],
    [{ username: 'abc' }, 'username', MESSAGES.usernameLength],
    [{ username: 'abcdefghijklm' }, 'username', MESSAGES.usernameLength],
    [{ username: 'leaf_2' }, 'username', MESSAGES.usernameCharacters],
    [{ email: '' }, 'email', MESSAGES.emailRequired],
    [{ email: 'leaf@' }, 'email', MESSAGES.emailInvalid],
    [{ email: `${'a'.repeat(34)}@example.com` }, 'email', MESSAGES.emailTooLong],
    [{ password: '12345', confirmPassword: '12345' }, 'password', MESSAGES.signupPasswordLength],
    [
      { password: '12345678901234567', confirmPassword: '12345678901234567' },
      'password',
      MESSAGES.signupPasswordLength,
    ],
    [{ confirmPassword: '' }, 'confirmPassword', MESSAGES.confirmPasswordRequired],
    [{ confirmPassword: 'secret124' }, 'confirmPassword', MESSAGES.passwordsDoNotMatch],
    [{ birthday: '' }, 'birthday', MESSAGES.birthdayRequired],
    [{ birthday: '2025-06-16' }, 'birthday', MESSAGES.birthdayInvalid],
    [{ birthday: '2012-06-16' }, 'birthday', MESSAGES.tooYoung],
    [{ acceptTerms: false }, 'acceptTerms', MESSAGES.termsRequired],
  ])('%j gives %s the message "%s" and nothing else', (change, field, message) => {
    expect(validateSignup({ ...valid, ...change }, today)).toEqual({ [field]: message });
  });

  it('asks for the password and its confirmation when both are empty', () => {
    expect(validateSignup({ ...valid, password: '', confirmPassword: '' }, today)).toEqual({
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmPasswordRequired,
    });
  });

  it('accepts someone who turns 13 today', () => {
    expect(validateSignup({ ...valid, birthday: '2012-06-15' }, today)).toEqual({});
  });

  it('reports every field of an empty form', () => {
    const empty = { username: '', email: '', password: '', confirmPassword: '', birthday: '', acceptTerms: false };
    expect(Object.keys(validateSignup(empty, today))).toEqual([
      'username',
      'email',
      'password',
      'confirmPassword',
      'birthday',
      'acceptTerms',
    ]);
  });
});

describe('checkConfirmation', () => {
  it('is case sensitive', () => {
    expect(checkConfirmation('Secret1', 'secret1')).toBe(MESSAGES.passwordsDoNotMatch);
  });
});

describe('toRegisterRequest', () => {
  it('sends the four fields of the call, not the confirmation or the checkbox', () => {
    expect(toRegisterRequest(valid)).toEqual({
      username: 'Leaf2',
      email: 'leaf@example.com',
      password: 'secret123',
      birthday: '2000-01-31',
    });
  });
});

describe('isRegistrationSuccess', () => {
  it("needs status 'success'", () => {
    expect(isRegistrationSuccess({ status: 'success', message: 'ok' })).toBe(true);
  });

  it.each([null, '', 'success', {}, { status: 'error' }, { success: true }])('refuses %p', (body) => {
    expect(isRegistrationSuccess(body)).toBe(false);
  });
});
