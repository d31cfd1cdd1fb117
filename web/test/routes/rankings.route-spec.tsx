import { act, screen } from '@testing-library/react';
import { RANKINGS_MESSAGES } from '@henesys/contracts';
import { failure, ok, rankingEntry, rankingsPage } from './fixtures';
import { renderRoute, type MockApi } from './render-route';

const PAGE = rankingsPage(
  [rankingEntry(1, 'Shadowleaf', 187), rankingEntry(2, 'Mapleheal', 164, { jobName: 'Bishop', job: 232 })],
  2,
);

/** Rankings that fail with 503 until `recover()` is called. */
function flakyRankings(): { api: MockApi; recover: () => void } {
  let down = true;
  return {
    api: {
      'GET /api/rankings': () => (down ? failure(503, 'Service Unavailable') : ok(PAGE)),
      'GET /api/rankings/avatar-templates': ok({ templates: [] }),
    },
    recover: () => {
      down = false;
    },
  };
}

describe('/rankings', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the characters of GET /api/rankings with their levels, each name linking to the character', async () => {
    const { callsTo, unmatched } = renderRoute('/rankings', {
      api: { 'GET /api/rankings': ok(PAGE), 'GET /api/rankings/avatar-templates': ok({ templates: [] }) },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Rankings' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: 'Shadowleaf' });
    expect(first.getAttribute('href')).toBe('/characters/Shadowleaf');
    expect(screen.getByRole('link', { name: 'Mapleheal' }).getAttribute('href')).toBe('/characters/Mapleheal');
    expect(screen.getByText('187')).toBeTruthy();
    expect(screen.getByText('164')).toBeTruthy();

    // SPEC §7: the Level tab, all jobs, page 1 of 10, with avatar details.
    const query = callsTo('GET /api/rankings')[0]?.query;
    expect(Object.fromEntries([...(query?.entries() ?? [])].filter(([name]) => name !== '_t'))).toEqual({
      type: 'level',
      jobType: 'all',
      page: '1',
      limit: '10',
      includeAvatarDetails: 'true',
    });
    expect(unmatched).toEqual([]);
  });

  it('says so on a 503 and tries again by itself after 5 s (SPEC §4, §8)', async () => {
    jest.useFakeTimers();
    const { api, recover } = flakyRankings();
    const { callsTo } = renderRoute('/rankings', { api });

    expect(await screen.findByText(RANKINGS_MESSAGES.loadFailed)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(RANKINGS_MESSAGES.loadFailed);
    const failedCalls = callsTo('GET /api/rankings').length;
    recover();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(4_800);
    });
    expect(callsTo('GET /api/rankings')).toHaveLength(failedCalls);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(await screen.findByRole('link', { name: 'Shadowleaf' })).toBeTruthy();
    expect(screen.queryByText(RANKINGS_MESSAGES.loadFailed)).toBeNull();
  });

  it('tries again at once with Retry', async () => {
    const { api, recover } = flakyRankings();
    const { user } = renderRoute('/rankings', { api });

    expect(await screen.findByText(RANKINGS_MESSAGES.loadFailed)).toBeTruthy();
    recover();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Shadowleaf' })).toBeTruthy();
  });
});
