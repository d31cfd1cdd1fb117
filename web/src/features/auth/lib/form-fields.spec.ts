import { compactErrors, firstInvalid, textOf } from './form-fields';

describe('compactErrors', () => {
  it('keeps only the fields with a message', () => {
    expect(compactErrors({ a: 'A is required', b: null, c: undefined, d: '' })).toEqual({ a: 'A is required' });
  });
});

describe('firstInvalid', () => {
  const order = ['username', 'email', 'password'] as const;

  it('follows the form order, not the order of the messages', () => {
    expect(firstInvalid({ password: 'p', email: 'e' }, order)).toBe('email');
  });

  it('is null when every field is valid', () => {
    expect(firstInvalid({}, order)).toBeNull();
  });
});

describe('textOf', () => {
  it('reads a text field and gives an empty string for a missing one', () => {
    const data = new FormData();
    data.set('username', 'Leaf');
    expect(textOf(data, 'username')).toBe('Leaf');
    expect(textOf(data, 'email')).toBe('');
  });
});
