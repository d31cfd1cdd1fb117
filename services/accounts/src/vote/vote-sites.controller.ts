import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { VoteSiteCreatePayload, VoteSiteIdPayload, VoteSiteUpdatePayload } from '@henesys/dto';
import { VoteSitesService } from './vote-sites.service';

/** The admin page's vote sites (the gateway lets only admins through). */
@Controller()
export class VoteSitesController {
  constructor(private readonly sites: VoteSitesService) {}

  @RpcHandler(PATTERNS.accountsVoteSitesList)
  list(): Promise<RpcResponse<'accounts.vote-sites.list'>> {
    return this.sites.list();
  }

  @RpcHandler(PATTERNS.accountsVoteSitesCreate)
  create(@Payload() payload: VoteSiteCreatePayload): Promise<RpcResponse<'accounts.vote-sites.create'>> {
    return this.sites.create(payload.site);
  }

  @RpcHandler(PATTERNS.accountsVoteSitesUpdate)
  update(@Payload() payload: VoteSiteUpdatePayload): Promise<RpcResponse<'accounts.vote-sites.update'>> {
    return this.sites.update(payload.id, payload.site);
  }

  @RpcHandler(PATTERNS.accountsVoteSitesDelete)
  delete(@Payload() payload: VoteSiteIdPayload): Promise<RpcResponse<'accounts.vote-sites.delete'>> {
    return this.sites.delete(payload.id);
  }

  @RpcHandler(PATTERNS.accountsVoteSitesRotateSecret)
  rotateSecret(@Payload() payload: VoteSiteIdPayload): Promise<RpcResponse<'accounts.vote-sites.rotate-secret'>> {
    return this.sites.rotateSecret(payload.id);
  }
}
