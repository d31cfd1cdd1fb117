import { DatabaseEnv } from '@henesys/server';

export class CommunityEnv extends DatabaseEnv {}
