import { screen } from '@testing-library/react';
import { FOUNDER_PACKS, MESSAGES, type DonationPage } from '@henesys/contracts';
import { ACCOUNT_DETAILS, loggedIn, NO_DONATIONS, ok, TOKEN } from './fixtures';
import { renderRoute, type MockApi } from './render-route';

function donateApi(pending: DonationPage = NO_DONATIONS): MockApi {
  return {
    ...loggedIn(),
    'GET /api/user/donations': ok(pending),
    'GET /api/user/account-details': ok(ACCOUNT_DETAILS),
    'GET /api/donate/gift-card': ok({ name: null, url: null }),
  };
}

describe('/donate', () => {
  it('shows the Founder Packs of the catalogue to a logged-in player', async () => {
    const { callsTo } = renderRoute('/donate', { token: TOKEN, api: donateApi() });

    expect(await screen.findByRole('heading', { name: 'Founder Packs' })).toBeTruthy();
    for (const pack of FOUNDER_PACKS) expect(screen.getByRole('heading', { name: pack.name })).toBeTruthy();
    // SPEC §7: the pending donations are read for the limit.
    expect(callsTo('GET /api/user/donations')[0]?.query.get('status')).toBe('pending');
  });

  it('says the limit is reached at 3 pending donations (SPEC §8, §9)', async () => {
    renderRoute('/donate', {
      token: TOKEN,
      api: donateApi({ donations: [], pagination: { page: 1, pages: 3, total: 3, limit: 1 } }),
    });

    expect(await screen.findByText(MESSAGES.pendingLimit)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Limit Reached' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage your donations on the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('sends a guest to /login, saying why', async () => {
    const { router } = renderRoute('/donate', { api: donateApi() });

    expect(await screen.findByText('Log in to donate.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
