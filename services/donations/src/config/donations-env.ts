import { DatabaseEnv } from '@henesys/server';

export class DonationsEnv extends DatabaseEnv {}
