import { buildEnv } from '../../../src/config/build-env';

/** Stands in for web/src/config/env.ts (it reads import.meta, which CommonJS Jest cannot parse): the defaults. */
export const env = buildEnv({});
