import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { PublicAnswers } from './public-answers';
import { PublicCacheInterceptor } from './public-cache.interceptor';

@Module({
  // The front door finds the routes it answers itself among the controllers (findPublicReads).
  imports: [DiscoveryModule],
  providers: [PublicAnswers, { provide: APP_INTERCEPTOR, useClass: PublicCacheInterceptor }],
  exports: [PublicAnswers],
})
export class PublicCacheModule {}
