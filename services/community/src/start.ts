import 'reflect-metadata';
import { startService } from '@henesys/server';
import { CommunityEnv } from './config/community-env';
import { communityModule } from './community.module';

startService(CommunityEnv, communityModule);
