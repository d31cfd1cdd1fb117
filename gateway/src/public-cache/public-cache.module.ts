import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PublicAnswers } from './public-answers';
import { PublicCacheInterceptor } from './public-cache.interceptor';

@Module({
  providers: [PublicAnswers, { provide: APP_INTERCEPTOR, useClass: PublicCacheInterceptor }],
  exports: [PublicAnswers],
})
export class PublicCacheModule {}
