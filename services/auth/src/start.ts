import 'reflect-metadata';
import { startService } from '@henesys/server';
import { authModule } from './auth.module';
import { AuthEnv } from './config/auth-env';

startService(AuthEnv, authModule);
