import { DomainException, ErrorCode } from '@henesys/contracts';
import { GAME_DATABASE_UNAVAILABLE, GameDatabase } from '@henesys/game';
import { ServiceModuleUnderTest } from '@henesys/testing';
import { AuthEnv } from '../src/config/auth-env';
import { startAuthModule } from './auth-module';
import { statusOf } from './identity-driver';
import { LoginUseCase } from '../src/login/login.use-case';

/**
 * Issue 31 §5: a login the game database could not answer (503) proves nothing about the password, so
 * it must not count towards the account's backoff; wrong passwords still do. The auth module in this
 * process on real PostgreSQL, Redis and a Cosmic game database (the demo `member`, password member1234);
 * the outage is the game database's own 503, raised where it hands out connections.
 */
describe('login backoff during a game database outage (auth module)', () => {
  let service: ServiceModuleUnderTest<AuthEnv>;
  let login: LoginUseCase;
  let outage: jest.SpyInstance | undefined;

  const attempt = (password: string) => statusOf(login.execute({ username: 'member', password, ip: '10.1.2.3' }));
  const gameDown = () => {
    outage = jest
      .spyOn(service.get(GameDatabase), 'withConnection')
      .mockRejectedValue(new DomainException(ErrorCode.ServiceUnavailable, GAME_DATABASE_UNAVAILABLE));
  };
  const gameBack = () => outage?.mockRestore();

  beforeAll(async () => {
    service = await startAuthModule('auth_outage', {
      LOGIN_BACKOFF_AFTER_FAILURES: '3',
      LOGIN_BACKOFF_MAX_SECONDS: '60',
    });
    login = service.get(LoginUseCase);
  }, 90_000);

  afterEach(gameBack);
  afterAll(async () => service?.close());

  it('answers 503 to every attempt during the outage and lets the right password in as soon as it ends', async () => {
    gameDown();
    const during: number[] = [];
    for (let i = 0; i < 8; i += 1) during.push(await attempt('member1234'));
    expect(during).toEqual(Array(8).fill(503));
    gameBack();
    expect(await attempt('member1234')).toBe(200);
  });

  it('takes back the wait an outage attempt would have started after earlier wrong passwords', async () => {
    expect([await attempt('wrong-1'), await attempt('wrong-2')]).toEqual([401, 401]);
    gameDown();
    // The third failure would start a wait: it is the game database's fault, so it does not.
    expect(await attempt('member1234')).toBe(503);
    gameBack();
    expect(await attempt('member1234')).toBe(200);
  });

  it('still makes wrong passwords wait (the control)', async () => {
    expect([await attempt('wrong-1'), await attempt('wrong-2'), await attempt('wrong-3')]).toEqual([401, 401, 401]);
    expect(await attempt('member1234')).toBe(429);
  });
});
