import { Module } from '@nestjs/common';
import { StaffModerationController } from './staff-moderation.controller';
import { StaffPlayersController } from './staff-players.controller';

@Module({ controllers: [StaffPlayersController, StaffModerationController] })
export class StaffModule {}
