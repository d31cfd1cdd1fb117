import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import {
  ActorPayload,
  ArticleStatusPayload,
  CreateArticlePayload,
  CreateNoticePayload,
  IdActorPayload,
  MaintenancePayload,
  PreviewPayload,
  UpdateArticlePayload,
  UpdateNoticePayload,
} from '@henesys/dto';
import { renderMarkdown } from '../articles/render-markdown';
import { MaintenanceSwitch } from '../settings/maintenance-switch';
import { AdminArticlesService } from './admin-articles.service';
import { AdminNoticesService } from './admin-notices.service';
import { assertAdmin } from './assert-admin';
import { ContentAudit } from './content-audit';

/** Admin-only content editing; every handler checks the actor's role itself. */
@Controller()
export class ContentAdminController {
  constructor(
    private readonly articles: AdminArticlesService,
    private readonly notices: AdminNoticesService,
    private readonly maintenance: MaintenanceSwitch,
    private readonly audit: ContentAudit,
  ) {}

  @RpcHandler(PATTERNS.contentAdminList)
  async list(@Payload() payload: ActorPayload): Promise<RpcResponse<'content.admin.list'>> {
    assertAdmin(payload.actor);
    const [articles, notices, maintenance] = await Promise.all([
      this.articles.list(),
      this.notices.list(),
      this.maintenance.isOn(),
    ]);
    return { articles, notices, maintenance };
  }

  /** The preview is the very HTML players will get. */
  @RpcHandler(PATTERNS.contentAdminPreview)
  preview(@Payload() payload: PreviewPayload): RpcResponse<'content.admin.preview'> {
    assertAdmin(payload.actor);
    return { html: renderMarkdown(payload.markdown) };
  }

  @RpcHandler(PATTERNS.contentAdminCreateArticle)
  createArticle(@Payload() payload: CreateArticlePayload): Promise<RpcResponse<'content.admin.create-article'>> {
    assertAdmin(payload.actor);
    return this.articles.create(payload.actor, payload.article);
  }

  @RpcHandler(PATTERNS.contentAdminUpdateArticle)
  updateArticle(@Payload() payload: UpdateArticlePayload): Promise<RpcResponse<'content.admin.update-article'>> {
    assertAdmin(payload.actor);
    return this.articles.update(payload.actor, payload.id, payload.article);
  }

  @RpcHandler(PATTERNS.contentAdminSetArticleStatus)
  setArticleStatus(@Payload() payload: ArticleStatusPayload): Promise<RpcResponse<'content.admin.set-article-status'>> {
    assertAdmin(payload.actor);
    return this.articles.setStatus(payload.actor, payload.id, payload.status);
  }

  @RpcHandler(PATTERNS.contentAdminDeleteArticle)
  deleteArticle(@Payload() payload: IdActorPayload): Promise<RpcResponse<'content.admin.delete-article'>> {
    assertAdmin(payload.actor);
    return this.articles.remove(payload.actor, payload.id);
  }

  @RpcHandler(PATTERNS.contentAdminCreateNotice)
  createNotice(@Payload() payload: CreateNoticePayload): Promise<RpcResponse<'content.admin.create-notice'>> {
    assertAdmin(payload.actor);
    return this.notices.create(payload.actor, payload.notice);
  }

  @RpcHandler(PATTERNS.contentAdminUpdateNotice)
  updateNotice(@Payload() payload: UpdateNoticePayload): Promise<RpcResponse<'content.admin.update-notice'>> {
    assertAdmin(payload.actor);
    return this.notices.update(payload.actor, payload.id, payload.notice);
  }

  @RpcHandler(PATTERNS.contentAdminDeleteNotice)
  deleteNotice(@Payload() payload: IdActorPayload): Promise<RpcResponse<'content.admin.delete-notice'>> {
    assertAdmin(payload.actor);
    return this.notices.remove(payload.actor, payload.id);
  }

  @RpcHandler(PATTERNS.contentAdminSetMaintenance)
  async setMaintenance(@Payload() payload: MaintenancePayload): Promise<RpcResponse<'content.admin.set-maintenance'>> {
    assertAdmin(payload.actor);
    await this.maintenance.set(payload.actor, payload.maintenance);
    return {
      success: true,
      message: payload.maintenance ? 'Maintenance switched on' : 'Maintenance switched off',
      maintenance: payload.maintenance,
    };
  }

  @RpcHandler(PATTERNS.contentAdminAudit)
  auditTrail(@Payload() payload: ActorPayload): Promise<RpcResponse<'content.admin.audit'>> {
    assertAdmin(payload.actor);
    return this.audit.latest();
  }
}
