import { BullModule } from '@nestjs/bullmq';
import { DynamicModule } from '@nestjs/common';
import { COMMUNITY_QUEUE } from '@henesys/contracts';
import { ActivityModule, redisConnection, RedisModule, serviceModule } from '@henesys/server';
import { CommunityController } from './community.controller';
import { CommunityEnv } from './config/community-env';
import { DiscordClient } from './discord/discord-client';
import { DiscordProofs } from './linking/discord-proofs';
import { LinkingService } from './linking/linking.service';
import { Community1763769600000 } from './migrations/1763769600000-community';
import { FounderRolesProcessor } from './roles/founder-roles.processor';
import { RolesService } from './roles/roles.service';

export function communityModule(env: CommunityEnv): DynamicModule {
  return serviceModule({
    name: 'community',
    envClass: CommunityEnv,
    env,
    database: { schema: 'community', entities: [], migrations: [Community1763769600000] },
    imports: [
      RedisModule.forRoot(env.REDIS_URL),
      ActivityModule.forRoot(env.REDIS_URL),
      BullModule.forRoot({ connection: { ...redisConnection(env.REDIS_URL), maxRetriesPerRequest: null } }),
      BullModule.registerQueue({ name: COMMUNITY_QUEUE }),
    ],
    controllers: [CommunityController],
    providers: [DiscordClient, DiscordProofs, LinkingService, RolesService, FounderRolesProcessor],
  });
}
