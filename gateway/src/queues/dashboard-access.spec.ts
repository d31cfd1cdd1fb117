import { generateSecrets } from '@henesys/runner';
import { loadEnv } from '@henesys/server';
import { sign } from 'jsonwebtoken';
import type { LiveSessions } from '../auth/live-sessions';
import type { SessionUser } from '../auth/session-user';
import { GatewayEnv } from '../config/gateway-env';
import type { RpcClient } from '../rpc/rpc-client';
import { DashboardAccess } from './dashboard-access';
import { readCookie } from './dashboard-cookie';

describe('the queue dashboard cookie token', () => {
  const env = loadEnv(GatewayEnv, generateSecrets());
  const versions = new Map<number, number>([[1, 3]]);
  const loggedOut = new Set<string>();
  const liveSessions = {
    isLive: async (userId: number, tokenVersion: number, sessionId: string) =>
      versions.get(userId) === tokenVersion && !loggedOut.has(sessionId),
  } as unknown as LiveSessions;
  const access = new DashboardAccess(env, liveSessions, {} as RpcClient);
  const admin: SessionUser = {
    id: 1,
    username: 'admin',
    role: 'Admin',
    isAdmin: true,
    sessionId: '0b5c1f43-8a8e-4f43-9d55-2f4f2d7f2a01',
    tokenVersion: 3,
  };

  afterEach(() => {
    jest.useRealTimers();
    versions.set(1, 3);
    loggedOut.clear();
  });

  it('names its holder while fresh, and nobody once ten minutes have passed', async () => {
    jest.useFakeTimers({ now: new Date('2025-06-01T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const token = access.issue(admin);
    expect(await access.holder(token)).toBe(1);
    jest.setSystemTime(new Date('2025-06-01T12:09:59Z'));
    expect(await access.holder(token)).toBe(1);
    jest.setSystemTime(new Date('2025-06-01T12:10:01Z'));
    expect(await access.holder(token)).toBeNull();
  });

  it('dies with the session it was opened from (its logout)', async () => {
    const token = access.issue(admin);
    loggedOut.add(admin.sessionId);
    expect(await access.holder(token)).toBeNull();
  });

  it('dies with the token version (a password change or reset) and with the user', async () => {
    const token = access.issue(admin);
    versions.set(1, 4);
    expect(await access.holder(token)).toBeNull();
    versions.delete(1);
    expect(await access.holder(token)).toBeNull();
  });

  it('is never a session token, nor a session token one of it', async () => {
    const session = sign({ sub: 1, username: 'admin', role: 'Admin', tv: 3, jti: admin.sessionId }, env.JWT_SECRET, {
      algorithm: 'HS256',
      expiresIn: '1h',
    });
    const sameSecret = sign({ tv: 3, sid: admin.sessionId }, env.JWT_SECRET, {
      algorithm: 'HS256',
      subject: '1',
      audience: 'henesys:queue-dashboard',
      expiresIn: '1h',
    });
    expect(await access.holder(session)).toBeNull();
    expect(await access.holder(sameSecret)).toBeNull();
    expect(await access.holder('not.a.jwt')).toBeNull();
  });
});

describe('readCookie', () => {
  const withCookie = (cookie?: string) =>
    ({ headers: cookie === undefined ? {} : { cookie } }) as Parameters<typeof readCookie>[0];

  it.each([
    [undefined, null],
    ['', null],
    ['other=1', null],
    ['a=1; henesys_queue_dashboard=abc.def; b=2', 'abc.def'],
    ['xhenesys_queue_dashboard=no', null],
    ['henesys_queue_dashboard=%E0%A4%A', null],
  ])('reads %p as %p', (cookie, expected) => {
    expect(readCookie(withCookie(cookie), 'henesys_queue_dashboard')).toBe(expected);
  });
});
