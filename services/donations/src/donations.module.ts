import { DynamicModule } from '@nestjs/common';
import { ActivityModule, RedisModule, serviceModule } from '@henesys/server';
import { DonationsEnv } from './config/donations-env';
import { CryptoPaymentService } from './crypto/crypto-payment.service';
import { ExchangeRates } from './crypto/exchange-rates';
import { PlayerDonationsController } from './donations/player-donations.controller';
import { PlayerDonationsService } from './donations/player-donations.service';
import { Donations1763769600000 } from './migrations/1763769600000-donations';

export function donationsModule(env: DonationsEnv): DynamicModule {
  return serviceModule({
    name: 'donations',
    envClass: DonationsEnv,
    env,
    database: { schema: 'donations', entities: [], migrations: [Donations1763769600000] },
    imports: [RedisModule.forRoot(env.REDIS_URL), ActivityModule.forRoot(env.REDIS_URL)],
    controllers: [PlayerDonationsController],
    providers: [PlayerDonationsService, ExchangeRates, CryptoPaymentService],
  });
}
