import type { DeliveryStatus } from './rewards';

export type WorkerRpc = {
  'worker.delivery-states': { request: { donationIds: number[] }; response: DeliveryStatus[] };
};

export const WORKER_PATTERNS = {
  workerDeliveryStates: 'worker.delivery-states',
} as const satisfies Record<string, keyof WorkerRpc>;
