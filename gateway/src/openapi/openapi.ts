import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../config/workspace-root';
import { accessByOperation, BEARER_SCHEME, markAccess, operationId, TOKEN_HEADER_SCHEME } from './operation-access';

/** Under the global prefix: /api/docs (Swagger UI) and /api/docs-json (the document). */
export const DOCS_PATH = 'docs';

/** The workspace's version: the root package.json (in the repository and in the Docker image). */
function workspaceVersion(): string {
  return (JSON.parse(readFileSync(join(workspaceRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The OpenAPI document built from the controllers and DTOs the gateway really runs, served without a
 * session. Call after the global prefix is set and after helmet: Swagger UI loads its scripts as
 * files (swagger-ui-init.js included), so the SPA's Content-Security-Policy applies here unchanged.
 */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Henesys API')
    .setDescription(
      'The HTTP API of the community website. Send the session token from /api/auth/login as `Authorization: Bearer` or `x-auth-token`.',
    )
    .setVersion(workspaceVersion())
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER_SCHEME)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-auth-token' }, TOKEN_HEADER_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: operationId });
  markAccess(document, accessByOperation(app));
  SwaggerModule.setup(DOCS_PATH, app, document, {
    useGlobalPrefix: true,
    raw: ['json'],
    customSiteTitle: 'Henesys API',
  });
}
