import { checkSettingsCode, cleanCode, isCompleteCode } from './two-factor-code';

describe('two-factor code entry', () => {
  it('keeps digits only, at most 6', () => {
    expect(cleanCode('12a 3-45')).toBe('12345');
    expect(cleanCode('12345678')).toBe('123456');
    expect(cleanCode('abc')).toBe('');
  });

  it('is complete at exactly 6 digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(checkSettingsCode('12345')).toBe('Please enter a valid 6-digit code');
    expect(checkSettingsCode('')).toBe('Please enter a valid 6-digit code');
    expect(checkSettingsCode('654321')).toBeNull();
  });
});
