import { Body, Controller, Delete, Param, Post, Put, Type } from '@nestjs/common';
import { Actor, ArticleInput, NoticeInput, PATTERNS, RpcResponse, SuccessMessage } from '@henesys/contracts';
import { ArticleInputDto, NoticeInputDto } from '@henesys/dto';
import { AdminOnly, CurrentUser } from '../auth/access.decorators';
import { actorOf } from '../auth/actor';
import type { SessionUser } from '../auth/session-user';
import { numericId as id } from '../rpc/numeric-id.pipe';
import { RpcClient } from '../rpc/rpc-client';

/** What differs between kinds of content at the gateway: the path, the body's class, and the service's patterns. */
interface ContentKindRoutes<TInput, TRecord> {
  /** The class name, which the OpenAPI document's operation ids are made from. */
  name: string;
  path: 'articles' | 'notices';
  body: Type<TInput>;
  create(rpc: RpcClient, actor: Actor, input: TInput): Promise<TRecord>;
  update(rpc: RpcClient, actor: Actor, id: number, input: TInput): Promise<TRecord>;
  remove(rpc: RpcClient, actor: Actor, id: number): Promise<SuccessMessage>;
}

/**
 * The handlers' body is generic, so TypeScript records it as Object; this gives validation (the global
 * ValidationPipe) and the OpenAPI document the kind's own class instead. Listed first, it runs after TypeScript's.
 */
const bodyAt =
  (index: number, body: Type<unknown>): MethodDecorator =>
  (target, key) => {
    const types = [...(Reflect.getMetadata('design:paramtypes', target, key) as unknown[])];
    types[index] = body;
    Reflect.defineMetadata('design:paramtypes', types, target, key);
  };

/** POST /admin/content/:kind, PUT and DELETE /admin/content/:kind/:id: written once for every kind. */
function contentKindController<TInput, TRecord>(kind: ContentKindRoutes<TInput, TRecord>) {
  @Controller(`admin/content/${kind.path}`)
  @AdminOnly()
  class ContentKindController {
    constructor(readonly rpc: RpcClient) {}

    @bodyAt(1, kind.body)
    @Post()
    create(@CurrentUser() user: SessionUser, @Body() body: TInput): Promise<TRecord> {
      return kind.create(this.rpc, actorOf(user), body);
    }

    @bodyAt(2, kind.body)
    @Put(':id')
    update(@CurrentUser() user: SessionUser, @Param('id', id) itemId: number, @Body() body: TInput): Promise<TRecord> {
      return kind.update(this.rpc, actorOf(user), itemId, body);
    }

    @Delete(':id')
    remove(@CurrentUser() user: SessionUser, @Param('id', id) itemId: number): Promise<SuccessMessage> {
      return kind.remove(this.rpc, actorOf(user), itemId);
    }
  }
  Object.defineProperty(ContentKindController, 'name', { value: kind.name });
  return ContentKindController;
}

export const AdminArticlesController = contentKindController<ArticleInput, RpcResponse<'content.admin.create-article'>>(
  {
    name: 'AdminArticlesController',
    path: 'articles',
    body: ArticleInputDto,
    create: (rpc, actor, article) => rpc.send(PATTERNS.contentAdminCreateArticle, { actor, article }),
    update: (rpc, actor, id, article) => rpc.send(PATTERNS.contentAdminUpdateArticle, { actor, id, article }),
    remove: (rpc, actor, id) => rpc.send(PATTERNS.contentAdminDeleteArticle, { actor, id }),
  },
);

export const AdminNoticesController = contentKindController<NoticeInput, RpcResponse<'content.admin.create-notice'>>({
  name: 'AdminNoticesController',
  path: 'notices',
  body: NoticeInputDto,
  create: (rpc, actor, notice) => rpc.send(PATTERNS.contentAdminCreateNotice, { actor, notice }),
  update: (rpc, actor, id, notice) => rpc.send(PATTERNS.contentAdminUpdateNotice, { actor, id, notice }),
  remove: (rpc, actor, id) => rpc.send(PATTERNS.contentAdminDeleteNotice, { actor, id }),
});
