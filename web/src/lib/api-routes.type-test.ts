/**
 * Compiled with the web (its build's tsc): each `@ts-expect-error` is a call that drifted from the
 * contracts' route map and must not compile. Were CallOptions loosened, the directives would be
 * unused and the build would fail (TS2578). Never called.
 */
import type { CallApi } from './api-routes';

export async function driftingCalls(callApi: CallApi): Promise<void> {
  const { data } = await callApi('PUT /donations/:id/status', { path: { id: 7 }, body: { status: 'approved' } });
  const outcome: 'none' | 'delivered' | 'running' | 'failed' = data.delivery;
  void outcome;
  await callApi('GET /rankings/avatar-templates');
  await callApi('GET /rankings', { query: { type: 'fame', page: 2 } });

  // @ts-expect-error a status the admin may not set
  await callApi('PUT /donations/:id/status', { path: { id: 7 }, body: { status: 'cancelled' } });
  // @ts-expect-error the path needs the donation's id
  await callApi('POST /donations/:id/retry-delivery');
  // @ts-expect-error the rankings have no `sort` parameter
  await callApi('GET /rankings', { query: { sort: 'name' } });
  // @ts-expect-error no such route in the map
  await callApi('GET /donations/everything');
  const rankings = await callApi('GET /rankings', { query: {} });
  // @ts-expect-error the rankings' page is `currentPage`
  void rankings.data.pagination.page;
}
