import { Module } from '@nestjs/common';
import { AdminDonationsController } from './admin-donations.controller';
import { GiftCardStoreController } from './gift-card-store.controller';
import { UserDonationsController } from './user-donations.controller';

@Module({ controllers: [UserDonationsController, AdminDonationsController, GiftCardStoreController] })
export class DonationsModule {}
