import 'reflect-metadata';
import { startService } from '@henesys/server';
import { accountsModule } from './accounts.module';
import { AccountsEnv } from './config/accounts-env';

startService(AccountsEnv, accountsModule);
