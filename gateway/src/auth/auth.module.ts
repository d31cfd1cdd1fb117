import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { TokenVerifier } from './token-verifier';
import { TokenVersions } from './token-versions';
import { RolesGuard } from './roles.guard';

@Module({
  imports: [PassportModule],
  exports: [TokenVerifier],
  providers: [JwtStrategy, TokenVersions, TokenVerifier, { provide: APP_GUARD, useClass: JwtAuthGuard }, { provide: APP_GUARD, useClass: RolesGuard }],
})
export class AuthModule {}
