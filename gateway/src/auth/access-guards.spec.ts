import { Controller, Get, INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Test } from '@nestjs/testing';
import { generateSecrets } from '@henesys/runner';
import { envModule, loadEnv } from '@henesys/server';
import request from 'supertest';
import { GatewayEnv } from '../config/gateway-env';
import { HttpErrorFilter } from '../errors/http-exception.filter';
import { AdminOnly, CurrentUser, Public } from './access.decorators';
import { AuthModule } from './auth.module';
import { SessionStates } from './session-states';
import { TokenVersions } from './token-versions';
import type { SessionUser } from './session-user';

@Controller()
class ProbeController {
  @Get('open')
  @Public()
  open() {
    return { ok: true };
  }

  @Get('mine')
  mine(@CurrentUser() user: SessionUser) {
    return user;
  }

  @Get('admin')
  @AdminOnly()
  admin() {
    return { ok: true };
  }
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('JWT and Admin guards', () => {
  const env = loadEnv(GatewayEnv, generateSecrets());
  const signer = new JwtService({ secret: env.JWT_SECRET });
  const member = signer.sign(
    { sub: 7, username: 'member', role: 'member', jti: 'member-session' },
    { expiresIn: '1h' },
  );
  const admin = signer.sign({ sub: 1, username: 'admin', role: 'Admin', jti: 'admin-session' }, { expiresIn: '1h' });
  let app: INestApplication;

  beforeAll(async () => {
    // The guards are under test here; the token-version and session lookups (Redis, then auth) have their own e2e tests.
    const moduleRef = await Test.createTestingModule({
      imports: [envModule(GatewayEnv, env), AuthModule],
      controllers: [ProbeController],
    })
      .overrideProvider(TokenVersions)
      .useValue({ current: async (userId: number) => (userId === 13 ? 2 : userId === 404 ? null : 0) })
      .overrideProvider(SessionStates)
      .useValue({ isLive: async (_userId: number, sessionId: string) => sessionId !== 'logged-out' })
      .compile();
    app = moduleRef.createNestApplication();
    app.useGlobalFilters(new HttpErrorFilter());
    await app.init();
  });

  afterAll(() => app.close());

  it('lets anyone through a public route', async () => {
    await request(app.getHttpServer()).get('/open').expect(200, { ok: true });
  });

  it('accepts the token as Bearer or as x-auth-token', async () => {
    const expected = {
      id: 7,
      username: 'member',
      role: 'member',
      isAdmin: false,
      sessionId: 'member-session',
      tokenVersion: 0,
    };
    await request(app.getHttpServer()).get('/mine').set('Authorization', `Bearer ${member}`).expect(200, expected);
    await request(app.getHttpServer()).get('/mine').set('x-auth-token', member).expect(200, expected);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
    ['an expired token', signer.sign({ sub: 7, username: 'member', role: 'member' }, { expiresIn: -10 })],
    [
      'a token signed with another key',
      new JwtService({ secret: 'another-key-another-key-another-key' }).sign({ sub: 7, username: 'x', role: 'Admin' }),
    ],
    [
      'an alg none token',
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 1, username: 'admin', role: 'Admin' })}.`,
    ],
  ])('refuses %s with 401 and a JSON message', async (_case, token) => {
    const call = request(app.getHttpServer()).get('/mine');
    const response = await (token ? call.set('Authorization', `Bearer ${token}`) : call);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required. Please log in again.' });
  });

  it('refuses a token issued before the last password change, and one whose user is gone', async () => {
    const stale = signer.sign({ sub: 13, username: 'changed', role: 'member', tv: 1, jti: 'a' }, { expiresIn: '1h' });
    const current = signer.sign({ sub: 13, username: 'changed', role: 'member', tv: 2, jti: 'a' }, { expiresIn: '1h' });
    const orphan = signer.sign({ sub: 404, username: 'gone', role: 'member', tv: 0, jti: 'a' }, { expiresIn: '1h' });
    await request(app.getHttpServer()).get('/mine').set('Authorization', `Bearer ${stale}`).expect(401);
    await request(app.getHttpServer()).get('/mine').set('Authorization', `Bearer ${current}`).expect(200);
    await request(app.getHttpServer()).get('/mine').set('Authorization', `Bearer ${orphan}`).expect(401);
  });

  it('refuses a logged-out session, and a token from before sessions (no jti)', async () => {
    const loggedOut = signer.sign(
      { sub: 7, username: 'member', role: 'member', jti: 'logged-out' },
      { expiresIn: '1h' },
    );
    const sessionless = signer.sign({ sub: 7, username: 'member', role: 'member' }, { expiresIn: '1h' });
    await request(app.getHttpServer()).get('/mine').set('Authorization', `Bearer ${loggedOut}`).expect(401);
    await request(app.getHttpServer()).get('/mine').set('Authorization', `Bearer ${sessionless}`).expect(401);
  });

  it('refuses a member on an admin route with 403 and lets an Admin in', async () => {
    const refused = await request(app.getHttpServer()).get('/admin').set('Authorization', `Bearer ${member}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to do this.');
    await request(app.getHttpServer()).get('/admin').set('x-auth-token', admin).expect(200, { ok: true });
  });

  it('treats only the exact role Admin as admin', async () => {
    const lookalike = signer.sign({ sub: 9, username: 'sneaky', role: 'admin', jti: 'a' }, { expiresIn: '1h' });
    await request(app.getHttpServer()).get('/admin').set('Authorization', `Bearer ${lookalike}`).expect(403);
  });
});
