import 'reflect-metadata';
import { startService } from '@henesys/server';
import { RankingsEnv } from './config/rankings-env';
import { rankingsModule } from './rankings.module';

startService(RankingsEnv, rankingsModule);
