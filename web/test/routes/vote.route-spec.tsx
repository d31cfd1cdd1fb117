import { fireEvent, screen, within } from '@testing-library/react';
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

describe('/vote sites', () => {
  it('shows one card per enabled site with its own reward and countdown, the button opening the site with the name', async () => {
    const status = {
      allowed: false,
      timeLeftMs: 2 * 60 * 60 * 1000,
      site: 'GTop100',
      voteUrl: null,
      sites: [
        {
          id: 1,
          name: 'GTop100',
          url: 'https://gtop100.example/?vote=1&pingUsername=LeafRogue',
          allowed: false,
          timeLeftMs: 2 * 60 * 60 * 1000,
          reward: 5000,
        },
        { id: 2, name: 'TopG', url: 'https://topg.example/in-1-LeafRogue', allowed: true, timeLeftMs: 0, reward: 3000 },
      ],
    };
    renderRoute('/vote', { token: TOKEN, api: { ...loggedIn(), 'GET /api/vote-status': { body: status } } });
    await screen.findByDisplayValue('LeafRogue');
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));

    const section = await screen.findByRole('region', { name: 'Vote sites' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['GTop100', 'TopG']);
    expect(within(cards[0]).getByText(/^\+5\D?000 NX Cash$/)).toBeTruthy();
    expect(within(cards[0]).getByRole('timer').textContent).toMatch(/^0?1:59:5\d$|^0?2:00:00$/);
    expect(within(cards[0]).queryByRole('link')).toBeNull();
    const topg = within(cards[1]).getByRole('link', { name: 'Vote on TopG' });
    expect(topg.getAttribute('href')).toBe('https://topg.example/in-1-LeafRogue');
    expect(topg.getAttribute('target')).toBe('_blank');
    expect(within(cards[1]).getByText(/^\+3\D?000 NX Cash$/)).toBeTruthy();
  });
});
