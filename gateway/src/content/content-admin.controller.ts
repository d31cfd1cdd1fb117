import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { ArticleStatusDto, MaintenanceDto, PreviewDto } from '@henesys/dto';
import { AdminOnly, CurrentUser } from '../auth/access.decorators';
import { actorOf } from '../auth/actor';
import type { SessionUser } from '../auth/session-user';
import { numericId as id } from '../rpc/numeric-id.pipe';
import { RpcClient } from '../rpc/rpc-client';

/**
 * Admin editing of content (the peers all have it; the spec leaves it out): the lists, the audit trail, the preview,
 * an article's status and the maintenance switch. Creating, editing and deleting each kind: content-kind.controller.ts.
 */
@Controller('admin/content')
@AdminOnly()
export class ContentAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(@CurrentUser() user: SessionUser): Promise<RpcResponse<'content.admin.list'>> {
    return this.rpc.send(PATTERNS.contentAdminList, { actor: actorOf(user) });
  }

  @Get('audit')
  audit(@CurrentUser() user: SessionUser): Promise<RpcResponse<'content.admin.audit'>> {
    return this.rpc.send(PATTERNS.contentAdminAudit, { actor: actorOf(user) });
  }

  @Post('preview')
  @HttpCode(200)
  preview(@CurrentUser() user: SessionUser, @Body() body: PreviewDto): Promise<RpcResponse<'content.admin.preview'>> {
    return this.rpc.send(PATTERNS.contentAdminPreview, { actor: actorOf(user), markdown: body.markdown });
  }

  @Patch('articles/:id/status')
  setArticleStatus(
    @CurrentUser() user: SessionUser,
    @Param('id', id) articleId: number,
    @Body() body: ArticleStatusDto,
  ): Promise<RpcResponse<'content.admin.set-article-status'>> {
    return this.rpc.send(PATTERNS.contentAdminSetArticleStatus, {
      actor: actorOf(user),
      id: articleId,
      status: body.status,
    });
  }

  @Put('maintenance')
  setMaintenance(
    @CurrentUser() user: SessionUser,
    @Body() body: MaintenanceDto,
  ): Promise<RpcResponse<'content.admin.set-maintenance'>> {
    return this.rpc.send(PATTERNS.contentAdminSetMaintenance, { actor: actorOf(user), maintenance: body.maintenance });
  }
}
