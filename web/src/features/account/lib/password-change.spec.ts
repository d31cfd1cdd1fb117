import { validatePasswordChange } from './password-change';

describe('validatePasswordChange', () => {
  it('accepts a filled form with matching passwords of 6 characters or more', () => {
    expect(
      validatePasswordChange({ currentPassword: 'old', newPassword: 'secret', confirmPassword: 'secret' }),
    ).toEqual({});
  });

  it("says 'New passwords do not match' when the confirmation differs", () => {
    expect(
      validatePasswordChange({ currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret2' }),
    ).toEqual({
      confirmPassword: 'New passwords do not match',
    });
  });

  it("says 'Password must be at least 6 characters' below 6", () => {
    expect(validatePasswordChange({ currentPassword: 'old', newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'Password must be at least 6 characters',
    });
  });

  it('asks for the current password', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'secret', confirmPassword: 'secret' })).toEqual({
      currentPassword: 'Please enter your current password',
    });
  });
});
