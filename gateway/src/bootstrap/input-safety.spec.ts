import { MAX_INPUT_DEPTH, parserRefusal, unsafeValue } from './input-safety';

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
    expect(
      unsafeValue({ pingbackkey: 'k', Common: [[{ pb_id: 'p' }, { ip: '198.51.100.1' }, { success: '0' }]] }),
    ).toBeNull();
  });
});

describe('parserRefusal', () => {
  const zlibError = (message: string) =>
    Object.assign(new Error(message), { status: 400, statusCode: 400, code: 'Z_DATA_ERROR' });

  it('answers a body that does not decompress with 400 and names the encoding', () => {
    expect(parserRefusal(zlibError('incorrect header check'), 'GZIP', '100kb')).toEqual({
      status: 400,
      message: 'The request body is not valid gzip data.',
    });
    expect(parserRefusal(zlibError('Decompression failed'), 'br', '100kb')).toEqual({
      status: 400,
      message: 'The request body is not valid br data.',
    });
  });

  it('answers an encoding it cannot undo with 415, and keeps the other refusals', () => {
    expect(parserRefusal({ status: 415, type: 'encoding.unsupported' }, 'zstd', '100kb')).toEqual({
      status: 415,
      message: 'Content-Encoding zstd is not supported: send gzip, deflate, br or none.',
    });
    expect(parserRefusal({ status: 413, type: 'entity.too.large' }, 'gzip', '100kb')).toEqual({
      status: 413,
      message: 'The request body is larger than 100kb.',
    });
    expect(parserRefusal({ status: 400, type: 'entity.parse.failed' }, undefined, '100kb')).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
    });
  });

  it('leaves what is not a body refusal to the next handler', () => {
    expect(parserRefusal(new Error('boom'), undefined, '100kb')).toBeNull();
    expect(parserRefusal(zlibError('x'), 'identity', '100kb')).toBeNull();
    expect(parserRefusal({ status: 500, type: 'stream.not.readable' }, 'gzip', '100kb')).toBeNull();
  });
});
