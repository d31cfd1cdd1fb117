import { Module } from '@nestjs/common';
import { AdminDonationsController } from './admin-donations.controller';
import { UserDonationsController } from './user-donations.controller';

@Module({ controllers: [UserDonationsController, AdminDonationsController] })
export class DonationsModule {}
