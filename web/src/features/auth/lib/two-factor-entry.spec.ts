import { MESSAGES } from '@henesys/contracts';
import { checkTwoFactorEntry, cleanTwoFactorInput } from './two-factor-entry';

describe('cleanTwoFactorInput', () => {
  it('keeps digits only, at most 6, for a code', () => {
    expect(cleanTwoFactorInput('code', 'a1b2 3-4')).toBe('1234');
    expect(cleanTwoFactorInput('code', '12345678')).toBe('123456');
  });

  it('keeps hex characters only, at most 8, for a backup code', () => {
    expect(cleanTwoFactorInput('backup', 'ab12-CD34 ef')).toBe('ab12CD34');
    expect(cleanTwoFactorInput('backup', 'xyz9')).toBe('9');
  });
});

describe('checkTwoFactorEntry', () => {
  it.each<['code' | 'backup', string, string | null]>([
    ['code', '', MESSAGES.twoFactorCodeOrBackup],
    ['code', '12345', MESSAGES.twoFactorCodeLength],
    ['code', '123456', null],
    ['backup', '', MESSAGES.twoFactorCodeOrBackup],
    ['backup', 'abc123', MESSAGES.twoFactorInvalid],
    ['backup', 'AB12cd34', null],
  ])('%s %p gives %p', (mode, entry, message) => {
    expect(checkTwoFactorEntry(mode, entry)).toBe(message);
  });
});
