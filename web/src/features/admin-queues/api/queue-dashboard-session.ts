import { env } from '../../../config/env';
import { api } from '../../../lib/api-client';

export interface QueueDashboardSession {
  /** Where the dashboard is (Bull Board, served by the gateway). */
  url: string;
  /** How long its cookie works; opening again renews it. */
  expiresInSeconds: number;
}

const SESSION_PATH = '/admin/queues/session';

// Opening and closing run one after the other, so a close (StrictMode's remount, a quick revisit)
// can never land after the open that follows it and clear the fresh cookie.
let pending: Promise<unknown> = Promise.resolve();
function inTurn<T>(call: () => Promise<T>): Promise<T> {
  const next = pending.then(call, call);
  pending = next.catch(() => undefined);
  return next;
}

/** POST /api/admin/queues/session (admins): the gateway sets the dashboard's short-lived cookie. */
export function openQueueDashboard(): Promise<QueueDashboardSession> {
  return inTurn(async () => (await api.post<QueueDashboardSession>(SESSION_PATH)).data);
}

/** DELETE /api/admin/queues/session: clears the cookie; keepalive lets it finish while the page unloads. */
export function closeQueueDashboard(): Promise<void> {
  return inTurn(async () => {
    await fetch(`${env.apiBaseUrl}${SESSION_PATH}`, { method: 'DELETE', keepalive: true }).catch(() => undefined);
  });
}
