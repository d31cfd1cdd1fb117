import { DynamicModule, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { loggerModule } from '@henesys/server';
import { AuthModule } from './auth/auth.module';
import { CommunityModule } from './community/community.module';
import { ContentModule } from './content/content.module';
import { DonationsModule } from './donations/donations.module';
import { DownloadsModule } from './downloads/downloads.module';
import { GatewayEnv } from './config/gateway-env';
import { HealthModule } from './health/health.module';
import { IdentityModule } from './identity/identity.module';
import { MetricsModule } from './metrics/metrics.module';
import { RankingsModule } from './rankings/rankings.module';
import { LibraryModule } from './library/library.module';
import { PublicCacheModule } from './public-cache/public-cache.module';
import { QueuesModule } from './queues/queues.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RpcModule } from './rpc/rpc.module';
import { SpaModule } from './spa/spa.module';
import { StaffModule } from './staff/staff.module';
import { RequestIdMiddleware } from './tracing/request-id.middleware';
import { VoteModule } from './vote/vote.module';

@Module({})
export class GatewayModule implements NestModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        {
          module: class GatewayEnvModule {},
          global: true,
          providers: [{ provide: GatewayEnv, useValue: env }],
          exports: [GatewayEnv],
        },
        loggerModule('gateway', env.LOG_LEVEL),
        RpcModule,
        RateLimitModule,
        PublicCacheModule,
        AuthModule,
        HealthModule,
        MetricsModule,
        IdentityModule,
        ContentModule,
        VoteModule,
        DonationsModule,
        CommunityModule,
        RankingsModule,
        LibraryModule,
        DownloadsModule,
        StaffModule,
        QueuesModule,
        SpaModule.forRoot(env.WEB_DIST_PATH),
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestIdMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
