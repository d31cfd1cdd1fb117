import { screen } from '@testing-library/react';
import { loggedIn, TOKEN } from './fixtures';
import { renderRoute } from './render-route';

describe('/vote', () => {
  it('is public: a guest gets the vote form with an empty username, and the rules', async () => {
    renderRoute('/vote');

    expect(await screen.findByRole('heading', { name: 'Vote for Henesys' })).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Vote' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reward and rules' })).toBeTruthy();
  });

  it("fills in the logged-in player's username", async () => {
    renderRoute('/vote', { token: TOKEN, api: loggedIn() });

    expect(await screen.findByDisplayValue('LeafRogue')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vote for Henesys' })).toBeTruthy();
  });
});
