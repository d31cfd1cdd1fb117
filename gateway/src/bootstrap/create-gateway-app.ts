import { INestApplication, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { GatewayEnv } from '../config/gateway-env';
import { HttpErrorFilter } from '../errors/http-exception.filter';
import { GatewayModule } from '../gateway.module';
import { GatewayMetrics } from '../metrics/gateway-metrics';
import { httpMetrics } from '../metrics/http-metrics.middleware';
import { setupOpenApi } from '../openapi/openapi';
import { PublicAnswers } from '../public-cache/public-answers';
import { publicCacheFastPath } from '../public-cache/public-cache.fast-path';
import { bodyParserErrors, refuseUnsafeInput } from './input-safety';

export const API_PREFIX = 'api';

function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The gateway as it runs in production; tests build it the same way. */
export async function createGatewayApp(env: GatewayEnv): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(env), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  // First in the chain, so the request duration covers everything below.
  app.use(httpMetrics(app.get(GatewayMetrics), `/${API_PREFIX}/`));
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.disable('x-powered-by');
  // Before the body parsers: their refusals (malformed JSON, 413) skip every later middleware.
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'https:'],
          'upgrade-insecure-requests': env.PUBLIC_URL.startsWith('https:') ? [] : null,
        },
      },
    }),
  );
  app.enableCors({ origin: env.CORS_ORIGIN, allowedHeaders: ['Content-Type', 'Authorization', 'x-auth-token'] });
  // A cached public answer goes out here, before the body parsers and the framework (bench/load).
  app.use(publicCacheFastPath(app.get(PublicAnswers)));
  app.useBodyParser('json', { limit: env.BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: env.BODY_LIMIT, extended: false });
  app.use(bodyParserErrors(env.BODY_LIMIT));
  // JSON and the SPA's assets compress well (the skill list: 676 KB -> about 96 KB).
  app.use(compression());
  app.use(refuseUnsafeInput());
  app.setGlobalPrefix(API_PREFIX);
  // After helmet (the docs get the same CSP) and the prefix (the document's paths and /api/docs carry it).
  setupOpenApi(app);
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();
  return app;
}
