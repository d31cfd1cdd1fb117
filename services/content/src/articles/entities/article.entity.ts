import type { ArticleCategory, ArticleStatus } from '@henesys/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'articles' })
export class Article {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 16 })
  category: ArticleCategory;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: ArticleStatus;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Markdown as the author wrote it; sent to players as sanitised HTML. */
  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;

  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
