import { Injectable } from '@nestjs/common';
import {
  DomainException,
  ErrorCode,
  MESSAGES,
  SuccessMessage,
  VOTE_URL_USERNAME,
  VoteSite,
  VoteSiteInput,
} from '@henesys/contracts';
import { AccountsEnv } from '../config/accounts-env';
import { PINGBACK_PROTOCOLS } from './protocols';
import { VoteSiteRecord, VoteSitesRepository } from './vote-sites.repository';

/** The vote URL with the player's name where `{username}` stands. */
export const voteUrlFor = (site: VoteSiteRecord, username: string): string =>
  site.voteUrl.split(VOTE_URL_USERNAME).join(encodeURIComponent(username));

/** Admins' editing of the vote sites; each answer carries the callback address to paste into the site's panel. */
@Injectable()
export class VoteSitesService {
  constructor(
    private readonly sites: VoteSitesRepository,
    private readonly env: AccountsEnv,
  ) {}

  /**
   * `{PUBLIC_URL}/api/vote/pingback/<id>`, with the site's secret as a last segment unless the site
   * authenticates with a key of its own that is set.
   */
  callbackUrl(site: VoteSiteRecord): string {
    const base = `${this.env.PUBLIC_URL.replace(/\/$/, '')}/api/vote/pingback/${site.id}`;
    return PINGBACK_PROTOCOLS[site.protocol].sendsKey && site.key ? base : `${base}/${site.secret}`;
  }

  async list(): Promise<VoteSite[]> {
    return (await this.sites.list()).map((site) => this.view(site));
  }

  async create(input: VoteSiteInput): Promise<VoteSite> {
    return this.view(await this.sites.create(input));
  }

  async update(id: number, input: VoteSiteInput): Promise<VoteSite> {
    return this.view(this.found(await this.sites.update(id, input)));
  }

  async delete(id: number): Promise<SuccessMessage> {
    if (!(await this.sites.delete(id))) this.found(undefined);
    return { success: true, message: MESSAGES.voteSiteDeleted };
  }

  async rotateSecret(id: number): Promise<{ callbackUrl: string }> {
    return { callbackUrl: this.callbackUrl(this.found(await this.sites.rotateSecret(id))) };
  }

  private found(site: VoteSiteRecord | undefined): VoteSiteRecord {
    if (!site) throw new DomainException(ErrorCode.VoteSiteNotFound, MESSAGES.voteSiteNotFound);
    return site;
  }

  /** The site without its secret as a field of its own: the callback address carries it. */
  private view(site: VoteSiteRecord): VoteSite {
    const { id, name, protocol, voteUrl, cooldownHours, rewardNx, enabled, order, allowFrom, key } = site;
    return {
      id,
      name,
      protocol,
      voteUrl,
      cooldownHours,
      rewardNx,
      enabled,
      order,
      allowFrom,
      key,
      callbackUrl: this.callbackUrl(site),
    };
  }
}
