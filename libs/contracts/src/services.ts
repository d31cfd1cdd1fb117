/** Every process that listens on the Redis transport. The gateway health check asks each one. */
export const SERVICE_NAMES = ['auth', 'accounts', 'donations', 'content', 'rankings', 'community', 'worker'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function healthPattern(service: ServiceName): `${ServiceName}.health` {
  return `${service}.health`;
}

export interface ServiceHealth {
  service: ServiceName;
  status: 'ok';
  uptimeSeconds: number;
  database?: 'up' | 'down';
}
