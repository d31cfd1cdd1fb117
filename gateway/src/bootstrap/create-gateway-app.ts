import { writeRequestLine, writesRequestLines } from '@henesys/server';
import { INestApplication, ValidationPipe } from '@nestjs/common';
import { DiscoveryService, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Application } from 'express';
import cors from 'cors';
import helmet from 'helmet';
import { join } from 'node:path';
import { Logger, PinoLogger } from 'nestjs-pino';
import { GatewayEnv } from '../config/gateway-env';
import { HttpErrorFilter } from '../errors/http-exception.filter';
import { fixedHeadersOf } from '../front-door/fixed-headers';
import { FrontDoor, installFrontDoor } from '../front-door/front-door';
import { findPublicReads, PublicReadLane } from '../front-door/public-reads';
import { SpaPage } from '../front-door/spa-page';
import { GatewayModule } from '../gateway.module';
import { GatewayMetrics } from '../metrics/gateway-metrics';
import { httpMetrics } from '../metrics/http-metrics.middleware';
import { setupOpenApi } from '../openapi/openapi';
import { PublicAnswers } from '../public-cache/public-answers';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { bodyParserErrors, refuseUnsafeInput } from './input-safety';

export const API_PREFIX = 'api';

function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The gateway as it runs in production; tests build it the same way. */
export async function createGatewayApp(env: GatewayEnv): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(env), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  // First in the chain, so the request duration covers everything below.
  app.use(httpMetrics(app.get(GatewayMetrics), `/${API_PREFIX}/`));
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.disable('x-powered-by');
  // Before the body parsers: their refusals (malformed JSON, 413) skip every later middleware.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        'upgrade-insecure-requests': env.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
  });
  const corsHeaders = cors({
    origin: env.CORS_ORIGIN,
    allowedHeaders: ['Content-Type', 'Authorization', 'x-auth-token'],
  });
  app.use(securityHeaders, corsHeaders);
  const validation = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  // Public reads and the SPA's page go out before Express, with the headers the two above set.
  const answers = app.get(PublicAnswers);
  const reads = new PublicReadLane(
    findPublicReads(app.get(DiscoveryService), env, API_PREFIX),
    answers,
    app.get(RateLimitGuard),
    validation,
    env,
    (app.getHttpAdapter().getInstance() as Application).get('trust proxy fn') as (
      address: string,
      hop: number,
    ) => boolean,
  );
  const frontDoor = new FrontDoor(
    answers,
    new SpaPage(join(env.WEB_DIST_PATH, 'index.html')),
    app.get(GatewayMetrics),
    await fixedHeadersOf([securityHeaders, corsHeaders]),
    writesRequestLines(env.LOG_LEVEL) ? (line) => writeRequestLine(PinoLogger.root, line) : undefined,
    reads,
  );
  installFrontDoor(app.getHttpServer(), frontDoor);
  app.useBodyParser('json', { limit: env.BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: env.BODY_LIMIT, extended: false });
  app.use(bodyParserErrors(env.BODY_LIMIT));
  // JSON and the SPA's assets compress well (the skill list: 676 KB -> about 96 KB).
  app.use(compression());
  app.use(refuseUnsafeInput());
  app.setGlobalPrefix(API_PREFIX);
  // After helmet (the docs get the same CSP) and the prefix (the document's paths and /api/docs carry it).
  setupOpenApi(app);
  app.useGlobalPipes(validation);
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();
  return app;
}
