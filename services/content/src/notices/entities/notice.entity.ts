import type { NoticeSeverity } from '@henesys/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'notices' })
export class Notice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 16, default: 'info' })
  severity: NoticeSeverity;

  @Column({ name: 'estimated_duration', type: 'varchar', length: 60, nullable: true })
  estimatedDuration: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
