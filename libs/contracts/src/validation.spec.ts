import { MESSAGES } from './messages';
import { ACCOUNT_EMAIL_MAX, checkAccountEmail, checkRegistration } from './validation';

describe('account email: what the game keeps (accounts.email is 45 characters)', () => {
  const valid = { username: 'Valid1', email: 'valid1@example.com', password: 'secret123', birthday: '2000-01-31' };
  const ofLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  it('accepts 45 characters and refuses 46 with its own message', () => {
    expect(ACCOUNT_EMAIL_MAX).toBe(45);
    expect(checkAccountEmail(ofLength(45))).toBeNull();
    expect(checkAccountEmail(ofLength(46))).toBe(MESSAGES.emailTooLong);
  });

  it('keeps the spec messages for a missing or malformed email', () => {
    expect(checkAccountEmail('')).toBe(MESSAGES.emailRequired);
    expect(checkAccountEmail('not-an-email')).toBe(MESSAGES.emailInvalid);
  });

  it('is part of the sign-up rules', () => {
    expect(checkRegistration(valid)).toBeNull();
    expect(checkRegistration({ ...valid, email: ofLength(46) })).toBe(MESSAGES.emailTooLong);
  });
});
