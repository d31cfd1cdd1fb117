import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DiscordController } from './discord.controller';

@Module({ imports: [AuthModule], controllers: [DiscordController] })
export class CommunityModule {}
