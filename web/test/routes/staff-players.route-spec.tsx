import { screen, waitFor, within } from '@testing-library/react';
import type { StaffPlayerHit } from '@henesys/contracts';
import { ACCOUNT_DETAILS, failure, loggedIn, NO_DONATIONS, ok, TOKEN } from './fixtures';
import { renderRoute } from './render-route';
import { MODERATOR_PROFILE, PLAYER_ID, staffApi } from './staff-fixtures';

const HITS: StaffPlayerHit[] = [
  {
    accountId: PLAYER_ID,
    name: 'member',
    email: 'member@henesys.local',
    characters: ['MapleHero', 'Shroomie'],
    banned: false,
  },
  { accountId: 44, name: 'altleaf', email: null, characters: [], banned: true },
];

const searchApi = (hits = HITS) => ({ ...staffApi(), 'GET /api/staff/players': ok({ players: hits }) });

describe('/dashboard/players', () => {
  it('searches as the staff member types and lists the players, linked to their pages', async () => {
    const { user, callsTo, router } = renderRoute('/dashboard/players', { token: TOKEN, api: searchApi() });

    await user.type(await screen.findByLabelText('Search'), 'mem{Enter}');
    const table = await screen.findByRole('table', { name: 'Players found' });
    expect(callsTo('GET /api/staff/players').at(-1)?.query.get('q')).toBe('mem');
    expect(router.state.location.search).toBe('?q=mem');

    const first = within(table).getByRole('row', { name: /^member / });
    expect(within(first).getByRole('link', { name: 'member' }).getAttribute('href')).toBe(
      `/dashboard/players/${PLAYER_ID}`,
    );
    expect(first.textContent).toContain('member@henesys.local');
    expect(first.textContent).toContain('MapleHero, Shroomie');
    expect(within(first).getByText('Active')).toBeTruthy();
    const second = within(table).getByRole('row', { name: /^altleaf / });
    expect(within(second).getByText('Banned')).toBeTruthy();
    expect(second.textContent).toContain('None');
  });

  it('searches from the address (?q=), says when nothing matches, and waits for two characters', async () => {
    const { callsTo, user } = renderRoute('/dashboard/players?q=nobody', { token: TOKEN, api: searchApi([]) });

    expect(await screen.findByText('No players match "nobody".')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('nobody');

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'n');
    expect(await screen.findByText(/Type at least 2 characters/)).toBeTruthy();
    expect(callsTo('GET /api/staff/players').every((call) => (call.query.get('q') ?? '').length >= 2)).toBe(true);
  });

  it("shows the server's message when the search fails", async () => {
    renderRoute('/dashboard/players?q=mem', {
      token: TOKEN,
      api: {
        ...staffApi(),
        'GET /api/staff/players': failure(503, 'The auth service is unavailable.'),
      },
    });

    expect((await screen.findByRole('alert')).textContent).toContain('The auth service is unavailable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("gives staff the staff navigation: its pages, the open reports' count and a search box", async () => {
    const { user, router } = renderRoute('/dashboard/players', {
      token: TOKEN,
      api: { ...staffApi(MODERATOR_PROFILE, 3), 'GET /api/staff/players': ok({ players: HITS }) },
    });

    const staffNav = await screen.findByRole('navigation', { name: 'Staff' });
    // The count shows once it is read; screen readers hear it as words.
    const reports = await within(staffNav).findByRole('link', { name: 'Reports (3 open)' });
    expect(reports.getAttribute('href')).toBe('/dashboard/reports');
    expect(
      within(staffNav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard/players', '/dashboard/reports', '/dashboard/bans', '/dashboard/audit']);
    // A Moderator: no money, no content, no queues.
    const dashboardNav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(dashboardNav).queryByRole('link', { name: 'Donations Manager' })).toBeNull();
    expect(within(dashboardNav).queryByRole('link', { name: 'Content Manager' })).toBeNull();

    await user.type(within(staffNav).getByRole('searchbox', { name: 'Find a player' }), 'MapleHero');
    await user.click(within(staffNav).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=MapleHero'));
    expect(await screen.findByRole('table', { name: 'Players found' })).toBeTruthy();
  });

  it('shows the players as cards on a phone (600 px or less)', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('max-width') });
    try {
      renderRoute('/dashboard/players?q=mem', { token: TOKEN, api: searchApi() });
      const cards = await screen.findByRole('list', { name: 'Players found' });
      expect(within(cards).getByRole('article', { name: 'member' }).textContent).toContain('member@henesys.local');
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('refuses a member: back to the dashboard, no staff navigation, no staff call', async () => {
    const { router, callsTo } = renderRoute('/dashboard/players?q=mem', {
      token: TOKEN,
      api: {
        ...loggedIn(),
        'GET /api/user/account-details': ok(ACCOUNT_DETAILS),
        'GET /api/user/donations': ok(NO_DONATIONS),
      },
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    expect(callsTo('GET /api/staff/players')).toEqual([]);
    expect(callsTo('GET /api/staff/reports/count')).toEqual([]);
  });
});
