import { toDateInputValue } from './date-input';

describe('toDateInputValue', () => {
  it('keeps a calendar date and cuts a full time to its date', () => {
    expect(toDateInputValue('1998-03-03')).toBe('1998-03-03');
    expect(toDateInputValue('1998-03-03T00:00:00.000Z')).toBe('1998-03-03');
  });

  it('is empty without a usable date', () => {
    expect(toDateInputValue(null)).toBe('');
    expect(toDateInputValue(undefined)).toBe('');
    expect(toDateInputValue('03/03/1998')).toBe('');
  });
});
