import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export const METRICS_PREFIX = 'henesys_gateway_';

/** How an RPC ended: answered, answered with an error, no answer in time, or nobody to ask. */
export type RpcOutcome = 'ok' | 'error' | 'timeout' | 'unavailable';

/**
 * The gateway's Prometheus registry: its own rather than prom-client's global one, so each app
 * instance (tests build several in one process) starts clean. Labels are bounded: route patterns,
 * never URLs; RPC patterns from the contracts.
 */
@Injectable()
export class GatewayMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by method, route pattern (unmatched when no API route answered) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  private readonly rpcDuration = new Histogram({
    name: `${METRICS_PREFIX}rpc_duration_seconds`,
    help: 'RPCs to the services by message pattern and outcome (ok, error, timeout, unavailable).',
    labelNames: ['pattern', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });
  }

  /** Starts timing one RPC; call the result once with how it ended. */
  rpcTimer(pattern: string): (outcome: RpcOutcome) => void {
    const end = this.rpcDuration.startTimer({ pattern });
    return (outcome) => {
      end({ outcome });
    };
  }
}
