import { DynamicModule, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

/** Structured JSON logs (pino), one `process` field naming who wrote the line. */
export function loggerModule(processName: string, level: string): DynamicModule {
  return LoggerModule.forRoot({
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level,
      base: { process: processName },
      redact: ['req.headers.authorization', 'req.headers["x-auth-token"]', 'req.headers.cookie'],
      autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
    },
  });
}
