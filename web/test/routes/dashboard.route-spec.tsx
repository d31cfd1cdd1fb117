import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_DETAILS, failure, loggedIn, NO_DONATIONS, ok, PROFILE, TOKEN } from './fixtures';
import { renderRoute } from './render-route';
import { TOKEN_STORAGE_KEY } from '../../src/lib/token-storage';

const DASHBOARD_API = {
  ...loggedIn(),
  'GET /api/user/account-details': ok(ACCOUNT_DETAILS),
  'GET /api/user/donations': ok(NO_DONATIONS),
};

describe('/dashboard', () => {
  it("shows the logged-in player's account: welcome, balances and characters", async () => {
    const { callsTo, unmatched } = renderRoute('/dashboard', { token: TOKEN, api: DASHBOARD_API });

    expect(await screen.findByRole('heading', { name: 'Welcome back, LeafRogue' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Balance' })).toBeTruthy();
    expect(screen.getByText('Cash Credit')).toBeTruthy();
    // SPEC §9: a space as thousands separator.
    expect(screen.getByText('12 500')).toBeTruthy();
    expect(screen.getByText('3 000')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Characters' })).toBeTruthy();
    expect(screen.getByText('Shadowleaf')).toBeTruthy();
    expect(screen.getByText('Mapleheal')).toBeTruthy();

    // SPEC §7: the token goes in both headers.
    const headers = callsTo('GET /api/user/account-details')[0]?.headers;
    expect(headers).toMatchObject({ Authorization: `Bearer ${TOKEN}`, 'x-auth-token': TOKEN });
    expect(unmatched).toEqual([]);
  });

  it("says 'Failed to load account information' when the details fail (SPEC §8)", async () => {
    renderRoute('/dashboard', {
      token: TOKEN,
      api: { ...DASHBOARD_API, 'GET /api/user/account-details': failure(500, 'Internal server error') },
    });

    expect(await screen.findByText('Failed to load account information')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends a guest to /login, saying why (SPEC §2 Guards)', async () => {
    const { router, callsTo } = renderRoute('/dashboard', { api: DASHBOARD_API });

    expect(await screen.findByRole('form', { name: 'Log in to your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Log in to see your dashboard.')).toBeTruthy();
    expect(callsTo('GET /api/user/account-details')).toEqual([]);
  });

  it('keeps a stored token while the server cannot answer, and shows the dashboard once it does', async () => {
    let profileCalls = 0;
    const { callsTo } = renderRoute('/dashboard', {
      token: TOKEN,
      api: {
        ...DASHBOARD_API,
        'GET /api/user/profile': () =>
          // Two: StrictMode runs the check twice at mount and drops the first one's answer.
          (profileCalls += 1) <= 2
            ? failure(504, 'The auth service did not answer in time. Please try again shortly.')
            : ok(PROFILE),
      },
    });

    expect(await screen.findByRole('heading', { name: 'Welcome back, LeafRogue' })).toBeTruthy();
    expect(callsTo('GET /api/user/profile')).toHaveLength(3);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
  });

  it('clears a stored token the server refuses, silently, and sends to /login (SPEC §8)', async () => {
    const { router } = renderRoute('/dashboard', {
      token: 'expired-token',
      api: { ...DASHBOARD_API, 'GET /api/user/profile': failure(401, 'Unauthorized') },
    });

    expect(await screen.findByRole('form', { name: 'Log in to your account' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
