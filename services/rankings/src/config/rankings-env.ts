import { DatabaseEnv } from '@henesys/server';

export class RankingsEnv extends DatabaseEnv {}
