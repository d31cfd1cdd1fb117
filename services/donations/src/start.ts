import 'reflect-metadata';
import { startService } from '@henesys/server';
import { DonationsEnv } from './config/donations-env';
import { donationsModule } from './donations.module';

startService(DonationsEnv, donationsModule);
