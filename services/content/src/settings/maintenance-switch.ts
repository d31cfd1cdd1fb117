import { Inject, Injectable } from '@nestjs/common';
import { Actor, CONTENT_VERSION_KEY } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { ContentAudit } from '../admin/content-audit';
import { ContentEnv } from '../config/content-env';
import { SettingsRepository } from './settings.repository';

const KEY = 'maintenance';
const REREAD_MS = 2_000;

/**
 * The maintenance switch admins set; until one does, MAINTENANCE from the env decides. Read at most
 * every 2 s per process, because the status widget polls it often.
 */
@Injectable()
export class MaintenanceSwitch {
  private cached?: { at: number; value: boolean };

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsRepository,
    private readonly audit: ContentAudit,
    private readonly env: ContentEnv,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  async isOn(): Promise<boolean> {
    if (this.cached && Date.now() - this.cached.at < REREAD_MS) return this.cached.value;
    const stored = await this.settings.get(KEY);
    const value = stored !== undefined ? stored === true : this.env.MAINTENANCE === 'true';
    this.cached = { at: Date.now(), value };
    return value;
  }

  async set(actor: Actor, on: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.settings.set(manager, KEY, on);
      await this.audit.record(
        manager,
        actor,
        'maintenance',
        'server',
        null,
        on ? 'Maintenance switched on' : 'Maintenance switched off',
      );
    });
    this.cached = { at: Date.now(), value: on };
    // The gateways' cached status answers are keyed by this version: the switch shows at once.
    await this.redis.incr(CONTENT_VERSION_KEY);
  }
}
