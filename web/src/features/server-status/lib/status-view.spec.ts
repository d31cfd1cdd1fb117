import { ApiError } from '../../../lib/api-error';
import { InvalidServerResponseError } from './parse-server-status';
import { describeStatusError, toStatusView } from './status-view';

const DEFAULT_INFO = { version: 'GMS v0.83', expRate: '2x', mesoRate: '2x', dropRate: '2x', maintenance: false };
const LIVE_INFO = { version: 'GMS v0.83', expRate: '3x', mesoRate: '3x', dropRate: '2x', maintenance: false };

describe('toStatusView', () => {
  it('is checking before the first answer', () => {
    expect(toStatusView({ error: null })).toEqual({
      tone: 'checking',
      label: 'Checking...',
      serverInfo: DEFAULT_INFO,
      players: null,
      message: null,
    });
  });

  it('shows online and offline as reported', () => {
    expect(toStatusView({ data: { status: 'online', serverInfo: LIVE_INFO }, error: null })).toEqual({
      tone: 'online',
      label: 'Online',
      serverInfo: LIVE_INFO,
      players: null,
      message: null,
    });
    expect(toStatusView({ data: { status: 'offline', serverInfo: LIVE_INFO }, error: null })).toMatchObject({
      tone: 'offline',
      label: 'Offline',
    });
  });

  it('counts the players online only while the server is online', () => {
    expect(
      toStatusView({ data: { status: 'online', playersOnline: 12, serverInfo: LIVE_INFO }, error: null }).players,
    ).toBe('12 players online');
    expect(
      toStatusView({ data: { status: 'online', playersOnline: 1, serverInfo: LIVE_INFO }, error: null }).players,
    ).toBe('1 player online');
    expect(
      toStatusView({ data: { status: 'online', playersOnline: 0, serverInfo: LIVE_INFO }, error: null }).players,
    ).toBe('0 players online');
    expect(
      toStatusView({ data: { status: 'offline', playersOnline: 0, serverInfo: LIVE_INFO }, error: null }).players,
    ).toBeNull();
    expect(
      toStatusView({ data: { status: 'online', playersOnline: 5, serverInfo: LIVE_INFO }, error: ApiError.network() })
        .players,
    ).toBeNull();
  });

  it('shows any other status with its own name', () => {
    expect(toStatusView({ data: { status: 'maintenance', serverInfo: LIVE_INFO }, error: null })).toMatchObject({
      tone: 'other',
      label: 'Maintenance',
    });
    expect(toStatusView({ data: { status: 'starting_up', serverInfo: LIVE_INFO }, error: null }).label).toBe(
      'Starting Up',
    );
  });

  it('shows offline with the reason when the call fails, even after an earlier answer', () => {
    const error = ApiError.network();
    expect(toStatusView({ data: { status: 'online', serverInfo: LIVE_INFO }, error })).toEqual({
      tone: 'offline',
      label: 'Offline',
      serverInfo: LIVE_INFO,
      players: null,
      message: 'Unable to connect to server: Network Error',
    });
  });
});

describe('describeStatusError', () => {
  it('names an invalid body', () => {
    expect(describeStatusError(new InvalidServerResponseError())).toBe('Invalid server response format');
  });

  it('names a failed connection with its cause', () => {
    expect(describeStatusError(ApiError.timeout(30_000))).toBe(
      'Unable to connect to server: timeout of 30000ms exceeded',
    );
    expect(describeStatusError('bad gateway')).toBe('Unable to connect to server: bad gateway');
  });
});
