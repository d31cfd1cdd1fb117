import { Module } from '@nestjs/common';
import { UserDonationsController } from './user-donations.controller';

@Module({ controllers: [UserDonationsController] })
export class DonationsModule {}
