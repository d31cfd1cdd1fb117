import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@henesys/contracts';
import { ACCOUNT_DETAILS, failure, NO_DONATIONS, ok, PROFILE, TOKEN } from './fixtures';
import { renderRoute } from './render-route';
import { TOKEN_STORAGE_KEY } from '../../src/lib/token-storage';

async function fillIn(user: ReturnType<typeof renderRoute>['user'], username: string, password: string) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login', () => {
  it('has the username and password fields, and links to sign up and account recovery', async () => {
    renderRoute('/login');

    const form = await screen.findByRole('form', { name: 'Log in to your account' });
    expect(within(form).getByLabelText('Username')).toBeTruthy();
    expect((within(form).getByLabelText('Password') as HTMLInputElement).type).toBe('password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Recover your account' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('asks for both fields before calling the server (SPEC §5)', async () => {
    const { user, callsTo } = renderRoute('/login');

    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MESSAGES.usernameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(callsTo('POST /api/auth/login')).toEqual([]);
  });

  it("shows the server's message for a wrong password", async () => {
    const { user, callsTo } = renderRoute('/login', {
      api: { 'POST /api/auth/login': failure(401, 'Invalid username or password. Please try again.') },
    });

    await fillIn(user, 'LeafRogue', 'not-my-password');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password. Please try again.');
    expect(callsTo('POST /api/auth/login')[0]?.body).toEqual({ username: 'LeafRogue', password: 'not-my-password' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("falls back to SPEC §8's login failure text when the answer has no message", async () => {
    const { user } = renderRoute('/login', {
      api: { 'POST /api/auth/login': { status: 502, body: '<h1>Bad gateway</h1>' } },
    });

    await fillIn(user, 'LeafRogue', 'secret-password');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.loginFailed);
  });

  it('logs in, keeps the token and goes on to the dashboard', async () => {
    const { user, router } = renderRoute('/login', {
      api: {
        'POST /api/auth/login': ok({
          token: TOKEN,
          user: { id: PROFILE.id, username: PROFILE.username, email: PROFILE.email, role: 'member' },
        }),
        'GET /api/user/account-details': ok(ACCOUNT_DETAILS),
        'GET /api/user/donations': ok(NO_DONATIONS),
      },
    });

    await fillIn(user, 'LeafRogue', 'secret-password');

    expect(await screen.findByText('Login Successful')).toBeTruthy();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(await screen.findByRole('heading', { name: 'Welcome back, LeafRogue' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
