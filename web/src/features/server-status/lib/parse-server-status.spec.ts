import { formatRate, InvalidServerResponseError, isBoostedRate, parseServerStatus } from './parse-server-status';

describe('parseServerStatus', () => {
  it('reads a valid answer', () => {
    expect(
      parseServerStatus({
        status: 'online',
        serverInfo: { version: 'GMS v0.83', expRate: '3x', mesoRate: '2x', dropRate: '1x', maintenance: false },
      }),
    ).toEqual({
      status: 'online',
      serverInfo: { version: 'GMS v0.83', expRate: '3x', mesoRate: '2x', dropRate: '1x', maintenance: false },
    });
  });

  it('reads the players online when the server reports a count, and ignores anything else', () => {
    expect(parseServerStatus({ status: 'online', playersOnline: 12 }).playersOnline).toBe(12);
    expect(parseServerStatus({ status: 'online', playersOnline: 0 }).playersOnline).toBe(0);
    expect(parseServerStatus({ status: 'online', playersOnline: '12' }).playersOnline).toBeUndefined();
    expect(parseServerStatus({ status: 'online', playersOnline: -1 }).playersOnline).toBeUndefined();
    expect(parseServerStatus({ status: 'online' }).playersOnline).toBeUndefined();
  });

  it('keeps a status other than online and offline', () => {
    expect(parseServerStatus({ status: 'Maintenance', serverInfo: { maintenance: true } })).toEqual({
      status: 'maintenance',
      serverInfo: { version: 'GMS v0.83', expRate: '2x', mesoRate: '2x', dropRate: '2x', maintenance: true },
    });
  });

  it('fills in the defaults of SPEC §3 when serverInfo is missing', () => {
    expect(parseServerStatus({ status: 'offline' }).serverInfo).toEqual({
      version: 'GMS v0.83',
      expRate: '2x',
      mesoRate: '2x',
      dropRate: '2x',
      maintenance: false,
    });
  });

  it('accepts numeric rates', () => {
    expect(
      parseServerStatus({ status: 'online', serverInfo: { expRate: 4, mesoRate: '1.5', dropRate: 0 } }).serverInfo,
    ).toMatchObject({
      expRate: '4x',
      mesoRate: '1.5x',
      dropRate: '2x',
    });
  });

  it.each([
    ['null', null],
    ['an HTML page', '<!doctype html><html></html>'],
    ['an array', [{ status: 'online' }]],
    ['no status', { serverInfo: {} }],
    ['a numeric status', { status: 1 }],
    ['a boolean status', { status: true }],
    ['a blank status', { status: '  ' }],
  ])('rejects %s with "Invalid server response format"', (_name, body) => {
    expect(() => parseServerStatus(body)).toThrow(InvalidServerResponseError);
    expect(() => parseServerStatus(body)).toThrow('Invalid server response format');
  });
});

describe('formatRate', () => {
  it.each([
    ['2x', '2x'],
    ['2X', '2x'],
    [' 3 ', '3x'],
    [5, '5x'],
    ['Event 3x', 'Event 3x'],
  ])('shows %p as %p', (raw, shown) => {
    expect(formatRate(raw, '2x')).toBe(shown);
  });

  it.each([undefined, null, '', -1, Number.NaN, {}])('falls back for %p', (raw) => {
    expect(formatRate(raw, '2x')).toBe('2x');
  });
});

describe('isBoostedRate', () => {
  it.each(['2x', '1.5x', '10x', '3'])('%p is boosted', (rate) => {
    expect(isBoostedRate(rate)).toBe(true);
  });

  it.each(['1x', '1', '0.5x', 'normal', ''])('%p is not boosted', (rate) => {
    expect(isBoostedRate(rate)).toBe(false);
  });
});
