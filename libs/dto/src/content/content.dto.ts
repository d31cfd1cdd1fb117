import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_STATUSES,
  ArticleCategory,
  ArticleStatus,
  NOTICE_SEVERITIES,
  NoticeSeverity,
} from '@henesys/contracts';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsPositive,
  IsString,
  Length,
  Matches,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

export const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class ArticleInputDto {
  @ApiProperty({ enum: [...ARTICLE_CATEGORIES] })
  @IsIn(ARTICLE_CATEGORIES, { message: 'Category must be event, update or news' })
  category: ArticleCategory;

  @ApiProperty({ maxLength: 200 })
  @IsString()
  @Length(1, 200, { message: 'Title must be 1 to 200 characters' })
  title: string;

  /** Markdown. */
  @ApiProperty({ maxLength: 50_000, description: 'Markdown' })
  @IsString()
  @Length(1, 50_000, { message: 'Content must be 1 to 50000 characters' })
  content: string;

  @ApiPropertyOptional({ pattern: SLUG_SHAPE.source, maxLength: 120 })
  @IsOptional()
  @Matches(SLUG_SHAPE, { message: 'Slug may contain lowercase letters, digits and single dashes' })
  @Length(1, 120, { message: 'Slug must be at most 120 characters' })
  slug?: string;

  @ApiPropertyOptional({ enum: [...ARTICLE_STATUSES] })
  @IsOptional()
  @IsIn(ARTICLE_STATUSES, { message: 'Status must be active, completed, inactive or archived' })
  status?: ArticleStatus;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Publication date must be an ISO date' })
  publishedAt?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsISO8601({ strict: true }, { message: 'End date must be an ISO date' })
  endDate?: string | null;
}

export class NoticeInputDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @Length(1, 200, { message: 'Title must be 1 to 200 characters' })
  title: string;

  /** Plain text. */
  @ApiProperty({ maxLength: 2_000, description: 'Plain text' })
  @IsString()
  @Length(1, 2_000, { message: 'Content must be 1 to 2000 characters' })
  content: string;

  @ApiProperty({ enum: [...NOTICE_SEVERITIES] })
  @IsIn(NOTICE_SEVERITIES, { message: 'Severity must be critical, warning or info' })
  severity: NoticeSeverity;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60 })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString()
  @Length(1, 60, { message: 'Estimated duration must be at most 60 characters' })
  estimatedDuration?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class ArticleStatusDto {
  @ApiProperty({ enum: [...ARTICLE_STATUSES] })
  @IsIn(ARTICLE_STATUSES, { message: 'Status must be active, completed, inactive or archived' })
  status: ArticleStatus;
}

export class MaintenanceDto {
  @ApiProperty()
  @IsBoolean({ message: 'maintenance must be true or false' })
  maintenance: boolean;
}

export class PreviewDto {
  @ApiProperty({ maxLength: 50_000, description: 'Markdown' })
  @IsString()
  @Length(0, 50_000)
  markdown: string;
}

export class ActorDto {
  @IsInt()
  @IsPositive()
  id: number;

  @IsString()
  @Length(1, 13)
  username: string;

  @IsString()
  role: string;
}

/** Every admin payload names who acts; the content service checks the role again. */
export class ActorPayload implements RpcRequest<'content.admin.audit'>, RpcRequest<'content.admin.list'> {
  @ValidateNested()
  @Type(() => ActorDto)
  actor: ActorDto;
}

export class IdActorPayload
  extends ActorPayload
  implements RpcRequest<'content.admin.delete-article'>, RpcRequest<'content.admin.delete-notice'>
{
  @IsInt()
  @IsPositive()
  id: number;
}

export class CreateArticlePayload extends ActorPayload implements RpcRequest<'content.admin.create-article'> {
  @ValidateNested()
  @Type(() => ArticleInputDto)
  article: ArticleInputDto;
}

export class UpdateArticlePayload extends IdActorPayload implements RpcRequest<'content.admin.update-article'> {
  @ValidateNested()
  @Type(() => ArticleInputDto)
  article: ArticleInputDto;
}

export class ArticleStatusPayload extends IdActorPayload implements RpcRequest<'content.admin.set-article-status'> {
  @IsIn(ARTICLE_STATUSES)
  status: ArticleStatus;
}

export class CreateNoticePayload extends ActorPayload implements RpcRequest<'content.admin.create-notice'> {
  @ValidateNested()
  @Type(() => NoticeInputDto)
  notice: NoticeInputDto;
}

export class UpdateNoticePayload extends IdActorPayload implements RpcRequest<'content.admin.update-notice'> {
  @ValidateNested()
  @Type(() => NoticeInputDto)
  notice: NoticeInputDto;
}

export class MaintenancePayload extends ActorPayload implements RpcRequest<'content.admin.set-maintenance'> {
  @IsBoolean()
  maintenance: boolean;
}

export class PreviewPayload extends ActorPayload implements RpcRequest<'content.admin.preview'> {
  @IsString()
  @Length(0, 50_000)
  markdown: string;
}
