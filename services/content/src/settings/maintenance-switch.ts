import { Inject, Injectable } from '@nestjs/common';
import { Actor, CONTENT_VERSION_KEY } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
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
    private readonly settings: SettingsRepository,
    private readonly audit: ContentAudit,
    private readonly env: ContentEnv,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  async isOn(): Promise<boolean> {
    if (this.cached && Date.now() - this.cached.at < REREAD_MS) return this.cached.value;
    const value = await this.read();
    this.cached = { at: Date.now(), value };
    return value;
  }

  async set(actor: Actor, on: boolean): Promise<void> {
    const was = await this.read();
    await this.audit.transaction(actor, async (manager, record) => {
      await this.settings.set(manager, KEY, on);
      await record({
        action: 'maintenance',
        entity: 'server',
        entityId: null,
        summary: on ? 'Maintenance switched on' : 'Maintenance switched off',
        label: 'Maintenance switch',
        before: { maintenance: was },
        after: { maintenance: on },
      });
    });
    this.cached = { at: Date.now(), value: on };
    // The gateways' cached status answers are keyed by this version: the switch shows at once.
    await this.redis.incr(CONTENT_VERSION_KEY);
  }

  private async read(): Promise<boolean> {
    const stored = await this.settings.get(KEY);
    return stored !== undefined ? stored === true : this.env.MAINTENANCE === 'true';
  }
}
