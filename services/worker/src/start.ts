import 'reflect-metadata';
import { startService } from '@henesys/server';
import { WorkerEnv } from './config/worker-env';
import { workerModule } from './worker.module';

startService(WorkerEnv, workerModule);
