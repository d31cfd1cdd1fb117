import { tokenFromFragment } from './fragment-token';

describe('tokenFromFragment', () => {
  it('reads the token of #token=...', () => {
    expect(tokenFromFragment('#token=AbC-123_xyz')).toBe('AbC-123_xyz');
    expect(tokenFromFragment('#other=1&token=t0k3n')).toBe('t0k3n');
  });

  it('answers null without one', () => {
    expect(tokenFromFragment('')).toBeNull();
    expect(tokenFromFragment('#')).toBeNull();
    expect(tokenFromFragment('#token=')).toBeNull();
    expect(tokenFromFragment('#news')).toBeNull();
  });
});
