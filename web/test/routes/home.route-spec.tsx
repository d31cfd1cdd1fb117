import { screen } from '@testing-library/react';
import { failure, NEWS, ok } from './fixtures';
import { renderRoute } from './render-route';

describe('/ (home)', () => {
  it('shows the news of GET /api/news in its tabs, and the notices above them', async () => {
    const { user, callsTo, unmatched } = renderRoute('/', { api: { 'GET /api/news': ok(NEWS) } });

    expect(await screen.findByRole('heading', { name: 'Updates, News & Events' })).toBeTruthy();
    const update = await screen.findByRole('link', { name: 'Patch 1.4: Aran rebalance' });
    expect(update.getAttribute('href')).toBe('/updates/patch-1-4');
    expect(screen.getByText('Scheduled maintenance')).toBeTruthy();
    expect(screen.getByText('The game is down for an hour on Sunday.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'News' }));
    expect((await screen.findByRole('link', { name: 'Henesys opens its gates' })).getAttribute('href')).toBe(
      '/news/henesys-opens',
    );

    // SPEC §7: a cache-busting query on every read.
    expect(callsTo('GET /api/news')[0]?.query.get('_t')).toMatch(/^\d+$/);
    expect(unmatched).toEqual([]);
  });

  it("says 'Failed to load content: ...' with the server's message when the news fail (SPEC §8)", async () => {
    renderRoute('/', { api: { 'GET /api/news': failure(500, 'The content service is down') } });

    expect((await screen.findByText(/^Failed to load content:/)).textContent).toBe(
      'Failed to load content: The content service is down',
    );
    expect(screen.getByRole('heading', { name: 'Updates, News & Events' })).toBeTruthy();
  });
});
