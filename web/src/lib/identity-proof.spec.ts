import { MESSAGES } from '@henesys/contracts';
import { checkIdentityProof, EMPTY_PROOF, identityProof } from './identity-proof';

describe('identity proof entry', () => {
  it('asks for the password, and for a 6-digit code only when two-factor is on', () => {
    expect(checkIdentityProof(EMPTY_PROOF, false)).toEqual({ currentPassword: MESSAGES.currentPasswordRequired });
    expect(checkIdentityProof(EMPTY_PROOF, true)).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
      twoFactorCode: MESSAGES.settingsCodeInvalid,
    });
    expect(checkIdentityProof({ currentPassword: 'secret', twoFactorCode: '12345' }, true)).toEqual({
      twoFactorCode: MESSAGES.settingsCodeInvalid,
    });
    expect(checkIdentityProof({ currentPassword: 'secret', twoFactorCode: '' }, false)).toEqual({});
    expect(checkIdentityProof({ currentPassword: 'secret', twoFactorCode: '123456' }, true)).toEqual({});
  });

  it('sends the code only when asked for', () => {
    expect(identityProof({ currentPassword: 'secret', twoFactorCode: '123456' }, false)).toEqual({
      currentPassword: 'secret',
    });
    expect(identityProof({ currentPassword: 'secret', twoFactorCode: '123456' }, true)).toEqual({
      currentPassword: 'secret',
      twoFactorCode: '123456',
    });
  });
});
