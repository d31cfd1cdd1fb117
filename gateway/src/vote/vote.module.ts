import { Module } from '@nestjs/common';
import { VoteController } from './vote.controller';
import { VoteSitesController } from './vote-sites.controller';

@Module({ controllers: [VoteController, VoteSitesController] })
export class VoteModule {}
