import { Controller, Get, INestApplication, Logger as NestLogger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Logger, PinoLogger } from 'nestjs-pino';
import { symbols } from 'pino';
import request from 'supertest';
import { loggerModule } from './logger.module';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjEsInVzZXJuYW1lIjoibWVtYmVyIn0.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';
const RESET = 'q0Zk3y1Vd8WmXh2Lr5Tb7Pj9Nc4Fs6Ga1Ue3Yo0Ki8';

@Controller()
class FailingController {
  private readonly logger = new NestLogger('Failing');

  /** Fails the way a careless library does: the URL in the message, the query's parameters on the error. */
  @Get('fails')
  fails(): never {
    const error = Object.assign(
      new Error(`GET https://discord.test/oauth2/token?code=${RESET} failed for Bearer ${JWT}`),
      { parameters: [RESET], code: 'E_TEST' },
    );
    this.logger.error({ err: error }, `Unexpected error for /reset-password/${RESET}`);
    throw error;
  }
}

/** The lines the process would write, as written (after every serializer and the write hook). */
function captureLines(): string[] {
  const lines: string[] = [];
  const stream = (PinoLogger.root as unknown as Record<symbol, { write: (line: string) => void }>)[symbols.streamSym];
  stream.write = (line: string) => void lines.push(line);
  return lines;
}

describe('loggerModule: what reaches the log', () => {
  let app: INestApplication;
  let lines: string[];

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [loggerModule('probe', 'info')],
      controllers: [FailingController],
    }).compile();
    app = moduleRef.createNestApplication({ bufferLogs: true });
    app.useLogger(app.get(Logger));
    await app.init();
    lines = captureLines();
  });

  afterAll(() => app.close());

  it('writes request lines with the path and query names, never a token or a query value', async () => {
    lines.length = 0;
    await request(app.getHttpServer()).get(`/api/discord/auth?client_token=${JWT}`).expect(404);
    await request(app.getHttpServer()).get(`/api/auth/verify-reset-token/${RESET}`).expect(404);
    const urls = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => entry.req?.url);
    expect(urls).toEqual(['/api/discord/auth?client_token=[redacted]', '/api/auth/verify-reset-token/[redacted]']);
  });

  it('writes errors with their message and stack but no token, and without what libraries hang on them', async () => {
    lines.length = 0;
    await request(app.getHttpServer()).get('/fails').expect(500);
    const written = lines.join('\n');
    expect(written).toContain('Unexpected error for /reset-password/[redacted]');
    expect(written).toContain('E_TEST');
    expect(written).not.toContain(JWT);
    expect(written).not.toContain(RESET);
    expect(lines.every((line) => JSON.parse(line))).toBe(true);
  });
});
