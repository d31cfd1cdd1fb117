/**
 * Compiled by web/test/tsconfig.json (the web's lint): the mocked API of the route tests keeps the
 * contracts' shapes for the routes of ApiRoutes. Each @ts-expect-error fails the compile if its check goes.
 */
import { failure, ok, rankingsPage } from './fixtures';
import type { MockApi } from './render-route';

export const typed: MockApi = {
  'GET /api/rankings': ok(rankingsPage([], 1)),
  'GET /api/rankings/avatar-templates': () => failure(503, 'Service Unavailable'),
  'GET /api/news': ok({ anything: 'goes for routes outside the map' }),
};

export const drifted: MockApi = {
  // @ts-expect-error a rankings answer without its characters and pagination
  'GET /api/rankings': ok({ characters: 'none' }),
  // @ts-expect-error the avatar templates' answer has `templates`, not `avatars`
  'GET /api/rankings/avatar-templates': () => ok({ avatars: [] }),
};
