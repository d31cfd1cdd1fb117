import { DynamicModule } from '@nestjs/common';
import { REWARDS_QUEUE } from '@henesys/contracts';
import { GameAccounts, GameCharacters, GameModule } from '@henesys/game';
import { ActivityModule, RedisModule, serviceModule, StaffAuditModule } from '@henesys/server';
import { AdminDonationsController } from './admin/admin-donations.controller';
import { AdminDonationsService } from './admin/admin-donations.service';
import { DeliveryStatesRepository } from './admin/delivery-states.repository';
import { RewardQueue } from './admin/reward-queue';
import { StatusChangesRepository } from './admin/status-changes.repository';
import { DonationsEnv } from './config/donations-env';
import { CryptoPaymentService } from './crypto/crypto-payment.service';
import { ExchangeRates } from './crypto/exchange-rates';
import { PlayerDonationsController } from './donations/player-donations.controller';
import { DonationsRepository } from './donations/donations.repository';
import { PlayerDonationsService } from './donations/player-donations.service';
import { Donations1763769600000 } from './migrations/1763769600000-donations';
import { StatusChanges1763769600001 } from './migrations/1763769600001-status-changes';
import { CompletedRewards1764900000000 } from './migrations/1764900000000-completed-rewards';

export function donationsModule(env: DonationsEnv): DynamicModule {
  return serviceModule({
    name: 'donations',
    envClass: DonationsEnv,
    env,
    database: {
      schema: 'donations',
      entities: [],
      migrations: [Donations1763769600000, StatusChanges1763769600001, CompletedRewards1764900000000],
    },
    queues: [REWARDS_QUEUE],
    imports: [
      RedisModule.forRoot(env.REDIS_URL),
      ActivityModule.forRoot(),
      StaffAuditModule.forRoot(),
      GameModule.forRoot(env),
    ],
    controllers: [PlayerDonationsController, AdminDonationsController],
    providers: [
      GameAccounts,
      GameCharacters,
      DonationsRepository,
      StatusChangesRepository,
      DeliveryStatesRepository,
      PlayerDonationsService,
      ExchangeRates,
      CryptoPaymentService,
      AdminDonationsService,
      RewardQueue,
    ],
  });
}
