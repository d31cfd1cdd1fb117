import { DatabaseEnv } from '@henesys/server';

export class WorkerEnv extends DatabaseEnv {}
