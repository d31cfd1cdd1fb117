import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { ArticleInputDto, ArticleStatusDto, MaintenanceDto, NoticeInputDto, PreviewDto } from '@henesys/dto';
import { AdminOnly, CurrentUser } from '../auth/access.decorators';
import { actorOf } from '../auth/actor';
import type { SessionUser } from '../auth/session-user';
import { numericId as id } from '../rpc/numeric-id.pipe';
import { RpcClient } from '../rpc/rpc-client';

/** Admin editing of articles, notices and the maintenance switch (the peers all have it; the spec leaves it out). */
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

  @Post('articles')
  createArticle(
    @CurrentUser() user: SessionUser,
    @Body() body: ArticleInputDto,
  ): Promise<RpcResponse<'content.admin.create-article'>> {
    return this.rpc.send(PATTERNS.contentAdminCreateArticle, { actor: actorOf(user), article: body });
  }

  @Put('articles/:id')
  updateArticle(
    @CurrentUser() user: SessionUser,
    @Param('id', id) articleId: number,
    @Body() body: ArticleInputDto,
  ): Promise<RpcResponse<'content.admin.update-article'>> {
    return this.rpc.send(PATTERNS.contentAdminUpdateArticle, { actor: actorOf(user), id: articleId, article: body });
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

  @Delete('articles/:id')
  deleteArticle(
    @CurrentUser() user: SessionUser,
    @Param('id', id) articleId: number,
  ): Promise<RpcResponse<'content.admin.delete-article'>> {
    return this.rpc.send(PATTERNS.contentAdminDeleteArticle, { actor: actorOf(user), id: articleId });
  }

  @Post('notices')
  createNotice(
    @CurrentUser() user: SessionUser,
    @Body() body: NoticeInputDto,
  ): Promise<RpcResponse<'content.admin.create-notice'>> {
    return this.rpc.send(PATTERNS.contentAdminCreateNotice, { actor: actorOf(user), notice: body });
  }

  @Put('notices/:id')
  updateNotice(
    @CurrentUser() user: SessionUser,
    @Param('id', id) noticeId: number,
    @Body() body: NoticeInputDto,
  ): Promise<RpcResponse<'content.admin.update-notice'>> {
    return this.rpc.send(PATTERNS.contentAdminUpdateNotice, { actor: actorOf(user), id: noticeId, notice: body });
  }

  @Delete('notices/:id')
  deleteNotice(
    @CurrentUser() user: SessionUser,
    @Param('id', id) noticeId: number,
  ): Promise<RpcResponse<'content.admin.delete-notice'>> {
    return this.rpc.send(PATTERNS.contentAdminDeleteNotice, { actor: actorOf(user), id: noticeId });
  }

  @Put('maintenance')
  setMaintenance(
    @CurrentUser() user: SessionUser,
    @Body() body: MaintenanceDto,
  ): Promise<RpcResponse<'content.admin.set-maintenance'>> {
    return this.rpc.send(PATTERNS.contentAdminSetMaintenance, { actor: actorOf(user), maintenance: body.maintenance });
  }
}
