import { Controller, Get, INestApplication, UseGuards } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { GatewayEnv } from '../config/gateway-env';
import { HttpErrorFilter } from '../errors/http-exception.filter';
import { METRICS_TOKEN_NOT_SET, METRICS_TOKEN_REQUIRED, MetricsTokenGuard } from './metrics-token.guard';

@Controller()
class InternalsProbeController {
  @Get('internals')
  @UseGuards(MetricsTokenGuard)
  read() {
    return { ok: true };
  }
}

async function appWithToken(token: string): Promise<INestApplication> {
  const env = Object.assign(new GatewayEnv(), { METRICS_TOKEN: token });
  const moduleRef = await Test.createTestingModule({
    controllers: [InternalsProbeController],
    providers: [{ provide: GatewayEnv, useValue: env }],
  }).compile();
  const app = moduleRef.createNestApplication();
  app.useGlobalFilters(new HttpErrorFilter());
  return app.init();
}

describe('MetricsTokenGuard', () => {
  it('opens the internals only to `Authorization: Bearer <METRICS_TOKEN>`', async () => {
    const app = await appWithToken('metrics-unit-token-0123456789');
    try {
      const server = app.getHttpServer();
      await request(server)
        .get('/internals')
        .set('authorization', 'Bearer metrics-unit-token-0123456789')
        .expect(200, { ok: true });
      for (const header of ['', 'Bearer ', 'Bearer wrong', 'metrics-unit-token-0123456789']) {
        const answer = await request(server).get('/internals').set('authorization', header);
        expect({
          header,
          status: answer.status,
          body: answer.body,
          challenge: answer.headers['www-authenticate'],
        }).toEqual({
          header,
          status: 401,
          body: { message: METRICS_TOKEN_REQUIRED },
          challenge: 'Bearer realm="metrics"',
        });
      }
    } finally {
      await app.close();
    }
  });

  it('keeps them closed to everyone while no METRICS_TOKEN is set, an empty token included', async () => {
    const app = await appWithToken('');
    try {
      for (const header of ['', 'Bearer ', 'Bearer x']) {
        const answer = await request(app.getHttpServer()).get('/internals').set('authorization', header);
        expect({ header, status: answer.status, body: answer.body }).toEqual({
          header,
          status: 403,
          body: { message: METRICS_TOKEN_NOT_SET },
        });
      }
    } finally {
      await app.close();
    }
  });
});
