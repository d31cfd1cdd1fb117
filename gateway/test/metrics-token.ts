import type { TestSystem } from '@henesys/testing';

/** The header that opens the internals (/api/metrics, /api/health/detail) of a test system's gateway. */
export const metricsAuth = (system: TestSystem): Record<string, string> => ({
  authorization: `Bearer ${system.secrets.METRICS_TOKEN}`,
});
