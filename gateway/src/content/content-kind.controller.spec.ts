import { INestApplication, ValidationPipe } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { ADMIN_ROLE } from '@henesys/contracts';
import request from 'supertest';
import { operationId } from '../openapi/operation-access';
import { RpcClient } from '../rpc/rpc-client';
import { AdminArticlesController, AdminNoticesController } from './content-kind.controller';

/** The kind routes in-process, the service replaced by a recorder of what it is sent; the session is an admin's. */
describe('content kind routes (one controller shape for articles and notices)', () => {
  let app: INestApplication;
  const sent: Array<[string, unknown]> = [];
  const admin = { id: 1, username: 'admin', role: ADMIN_ROLE };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [AdminArticlesController, AdminNoticesController],
      providers: [
        {
          provide: RpcClient,
          useValue: { send: async (pattern: string, payload: unknown) => (sent.push([pattern, payload]), { id: 9 }) },
        },
      ],
    }).compile();
    app = moduleRef.createNestApplication();
    app.use((req: { user?: unknown }, _res: unknown, next: () => void) => ((req.user = admin), next()));
    app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
    await app.init();
  });

  afterAll(() => app?.close());
  beforeEach(() => (sent.length = 0));

  it("sends each kind's body to its own pattern, under its own field", async () => {
    const notice = { title: 'Login issues', content: 'Looking.', severity: 'critical' };
    await request(app.getHttpServer()).post('/admin/content/notices').send(notice).expect(201, { id: 9 });
    await request(app.getHttpServer()).delete('/admin/content/articles/4').expect(200);
    expect(sent).toEqual([
      ['content.admin.create-notice', { actor: admin, notice }],
      ['content.admin.delete-article', { actor: admin, id: 4 }],
    ]);
  });

  it("validates the body by the kind's own class: an article's field on a notice is refused", async () => {
    const answer = await request(app.getHttpServer())
      .put('/admin/content/notices/3')
      .send({ title: 'T', content: 'C', severity: 'info', category: 'news' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(['property category should not exist']);
    await request(app.getHttpServer()).put('/admin/content/articles/5').send({}).expect(400);
    expect(sent).toEqual([]);
  });

  it("documents each kind's body and gives its operations their own ids", () => {
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build(), {
      operationIdFactory: operationId,
    });
    const body = (path: string, method: 'post' | 'put') =>
      (document.paths[path][method]?.requestBody as { content: Record<string, { schema: { $ref: string } }> }).content[
        'application/json'
      ].schema.$ref;
    expect(body('/admin/content/articles', 'post')).toBe('#/components/schemas/ArticleInputDto');
    expect(body('/admin/content/notices/{id}', 'put')).toBe('#/components/schemas/NoticeInputDto');
    expect(document.paths['/admin/content/notices/{id}'].delete?.operationId).toBe('AdminNoticesController_remove');
  });
});
