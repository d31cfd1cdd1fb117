import { useEffect, useState } from 'react';
import { subscribeToToken } from '../../../lib/token-storage';
import { closeQueueDashboard, openQueueDashboard } from '../api/queue-dashboard-session';

export type QueueDashboardState =
  { status: 'opening' } | { status: 'open'; url: string } | { status: 'failed'; error: unknown };

/**
 * The dashboard's cookie lives as long as this page: opened on mount, renewed at half its lifetime,
 * and cleared when the page goes away or the admin logs out (here or in another tab).
 */
export function useQueueDashboard(): QueueDashboardState {
  const [state, setState] = useState<QueueDashboardState>({ status: 'opening' });

  useEffect(() => {
    let active = true;
    let renewal: number | undefined;
    const open = async () => {
      try {
        const session = await openQueueDashboard();
        if (!active) return;
        setState((current) =>
          current.status === 'open' && current.url === session.url ? current : { status: 'open', url: session.url },
        );
        renewal = window.setTimeout(() => void open(), (session.expiresInSeconds * 1000) / 2);
      } catch (error) {
        if (active) setState({ status: 'failed', error });
      }
    };
    const close = () => void closeQueueDashboard();
    void open();
    const unsubscribe = subscribeToToken((token) => {
      if (!token) close();
    });
    window.addEventListener('pagehide', close);
    return () => {
      active = false;
      window.clearTimeout(renewal);
      unsubscribe();
      window.removeEventListener('pagehide', close);
      close();
    };
  }, []);

  return state;
}
