import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { LiveSessions } from './live-sessions';
import { SessionStates } from './session-states';
import { TokenVerifier } from './token-verifier';
import { TokenVersions } from './token-versions';
import { RolesGuard } from './roles.guard';

@Module({
  imports: [PassportModule],
  exports: [TokenVerifier, LiveSessions],
  providers: [
    JwtStrategy,
    TokenVersions,
    SessionStates,
    LiveSessions,
    TokenVerifier,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
})
export class AuthModule {}
