import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { VOTE_REWARD_NX, VOTE_URL_USERNAME, VoteSiteInput } from '@henesys/contracts';
import { VoteSiteInputDto } from '@henesys/dto';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AccountsEnv } from '../config/accounts-env';
import { VoteSitesRepository } from './vote-sites.repository';

/** The original GTop100 settings as site 1: its vote page with vote=1&pingUsername={username}. */
export function gtop100SiteFromEnv(env: AccountsEnv): VoteSiteInput {
  const url = new URL(env.VOTE_SITE_URL);
  url.searchParams.set('vote', '1');
  return {
    name: env.VOTE_SITE_NAME,
    protocol: 'gtop100',
    voteUrl: `${url.toString()}&pingUsername=${VOTE_URL_USERNAME}`,
    cooldownHours: 24,
    rewardNx: VOTE_REWARD_NX,
    enabled: true,
    order: 0,
    allowFrom: env.VOTE_PINGBACK_ALLOWED_IPS.split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    key: env.VOTE_PINGBACK_KEY,
  };
}

/** VOTE_SITES: a JSON array of further sites, each as the admin API takes it (cooldownHours 24, rewardNx 5000, enabled, order and allowFrom [] by default). */
export function extraSitesFromEnv(json: string): VoteSiteInput[] {
  if (!json.trim()) return [];
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) throw new Error('VOTE_SITES must be a JSON array of vote sites');
  return parsed.map((raw: Record<string, unknown>, index) => {
    const site = plainToInstance(VoteSiteInputDto, {
      cooldownHours: 24,
      rewardNx: VOTE_REWARD_NX,
      enabled: true,
      order: index + 1,
      allowFrom: [],
      ...raw,
    });
    const problems = validateSync(site).flatMap((error) => Object.values(error.constraints ?? {}));
    if (problems.length > 0) throw new Error(`VOTE_SITES[${index}]: ${problems.join('; ')}`);
    return site;
  });
}

/**
 * At the first start only, the vote sites come from the env (so compose and Kubernetes can preconfigure
 * them): the GTop100 settings fill site 1, VOTE_SITES adds the others. Afterwards the admin page owns them.
 */
@Injectable()
export class VoteSitesSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(VoteSitesSeeder.name);

  constructor(
    private readonly sites: VoteSitesRepository,
    private readonly env: AccountsEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const extra = extraSitesFromEnv(this.env.VOTE_SITES);
    const seeded = await this.sites.seedOnce(async (manager) => {
      await this.sites.update(1, gtop100SiteFromEnv(this.env), manager);
      for (const site of extra) await this.sites.create(site, manager);
    });
    if (seeded) this.logger.log(`Vote sites taken from the settings: GTop100 and ${extra.length} more`);
  }
}
