import 'reflect-metadata';
import { startService } from '@henesys/server';
import { ContentEnv } from './config/content-env';
import { contentModule } from './content.module';

startService(ContentEnv, contentModule);
