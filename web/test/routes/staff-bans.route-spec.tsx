import { screen, waitFor, within } from '@testing-library/react';
import type { StaffBanPage } from '@henesys/contracts';
import { ok, TOKEN } from './fixtures';
import { renderRoute } from './render-route';
import { BAN, PAGE_INFO, staffApi } from './staff-fixtures';

const SITE_BAN = {
  ...BAN,
  accountId: 12,
  name: 'member',
  banReason: 'Scamming',
  reasonCode: 6,
  tempBanUntil: '2099-01-15T00:00:00.000Z',
  bannedBy: 'admin',
  source: 'site' as const,
};

describe('/dashboard/bans', () => {
  it('lists who is banned, why, until when and by whom, and unbans after asking in place', async () => {
    let bans: StaffBanPage = { bans: [BAN, SITE_BAN], pagination: { ...PAGE_INFO, total: 2 } };
    const { user, callsTo } = renderRoute('/dashboard/bans', {
      token: TOKEN,
      api: {
        ...staffApi(),
        'GET /api/staff/bans': () => ok(bans),
        'POST /api/staff/players/44/unban': () => {
          bans = { bans: [SITE_BAN], pagination: PAGE_INFO };
          return ok({ message: 'altleaf is no longer banned.', ban: { ...BAN, banned: false } });
        },
      },
    });

    const table = await screen.findByRole('table', { name: 'Banned players' });
    const game = within(table).getByRole('row', { name: /altleaf/ });
    expect(within(game).getByRole('link', { name: 'altleaf' }).getAttribute('href')).toBe('/dashboard/players/44');
    for (const text of ['Botting in Ellinia', 'Using macros / auto-keyboard', 'Permanent', 'in game']) {
      expect(game.textContent).toContain(text);
    }
    const site = within(table).getByRole('row', { name: /member/ });
    for (const text of ['Scamming', '2099', 'admin']) expect(site.textContent).toContain(text);
    expect(callsTo('GET /api/staff/bans')[0]?.query.get('page')).toBe('1');

    await user.click(within(game).getByRole('button', { name: 'Unban altleaf' }));
    await user.click(within(game).getByRole('button', { name: 'Yes, unban' }));
    expect(await screen.findByText('altleaf is no longer banned.')).toBeTruthy();
    expect(callsTo('POST /api/staff/players/44/unban')[0]?.body).toEqual({});
    await waitFor(() => expect(within(table).queryByRole('row', { name: /altleaf/ })).toBeNull());
  });

  it('says when nobody is banned, and pages through a long list', async () => {
    const { user, callsTo } = renderRoute('/dashboard/bans', {
      token: TOKEN,
      api: {
        ...staffApi(),
        'GET /api/staff/bans': (call) =>
          call.query.get('page') === '2'
            ? ok({ bans: [], pagination: { page: 2, pages: 2, total: 21, limit: 20 } })
            : ok({ bans: [BAN], pagination: { page: 1, pages: 2, total: 21, limit: 20 } }),
      },
    });

    const pages = await screen.findByRole('navigation', { name: 'Ban pages' });
    expect(pages.textContent).toContain('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Nobody is banned.')).toBeTruthy();
    expect(callsTo('GET /api/staff/bans').at(-1)?.query.get('page')).toBe('2');
  });
});
