import { MAX_INPUT_DEPTH, unsafeValue } from './input-safety';

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('unsafeValue', () => {
  it(`takes ${MAX_INPUT_DEPTH} levels and refuses one more`, () => {
    expect(unsafeValue(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(unsafeValue(nested(MAX_INPUT_DEPTH + 1))).toBe('depth');
    expect(unsafeValue({ a: { b: nested(MAX_INPUT_DEPTH - 2) } })).toBeNull();
    expect(unsafeValue({ a: { b: nested(MAX_INPUT_DEPTH - 1) } })).toBe('depth');
  });

  it('walks a body far deeper than the stack allows without overflowing', () => {
    expect(unsafeValue(nested(200_000))).toBe('depth');
  });

  it('finds a NUL in any string or key, at any depth', () => {
    expect(unsafeValue({ username: 'a\u0000b' })).toBe('nul');
    expect(unsafeValue({ 'a\u0000': 1 })).toBe('nul');
    expect(unsafeValue({ Common: [[{ pb_name: 'x\u0000' }]] })).toBe('nul');
    expect(unsafeValue('\u0000')).toBe('nul');
  });

  it('lets ordinary bodies through, the vote batch included', () => {
    expect(unsafeValue(undefined)).toBeNull();
    expect(unsafeValue({ username: 'member', password: 'x', n: 1, ok: true, none: null })).toBeNull();
    expect(unsafeValue({ pingbackkey: 'k', Common: [[{ pb_id: 'p' }, { ip: '198.51.100.1' }, { success: '0' }]] })).toBeNull();
  });
});
