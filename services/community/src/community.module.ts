import { DynamicModule } from '@nestjs/common';
import { COMMUNITY_QUEUE } from '@henesys/contracts';
import { ActivityModule, RedisModule, serviceModule } from '@henesys/server';
import { CommunityController } from './community.controller';
import { CommunityEnv } from './config/community-env';
import { DiscordClient } from './discord/discord-client';
import { DiscordProofs } from './linking/discord-proofs';
import { LinkingService } from './linking/linking.service';
import { LinksRepository } from './linking/links.repository';
import { Community1763769600000 } from './migrations/1763769600000-community';
import { FounderRolesProcessor } from './roles/founder-roles.processor';
import { RoleGrantsRepository } from './roles/role-grants.repository';
import { RolesService } from './roles/roles.service';
import { StaffCommunityController } from './staff/staff-community.controller';

export function communityModule(env: CommunityEnv): DynamicModule {
  return serviceModule({
    name: 'community',
    envClass: CommunityEnv,
    env,
    database: { schema: 'community', entities: [], migrations: [Community1763769600000] },
    queues: [COMMUNITY_QUEUE],
    imports: [RedisModule.forRoot(env.REDIS_URL), ActivityModule.forRoot()],
    controllers: [CommunityController, StaffCommunityController],
    providers: [
      DiscordClient,
      DiscordProofs,
      LinksRepository,
      RoleGrantsRepository,
      LinkingService,
      RolesService,
      FounderRolesProcessor,
    ],
  });
}
