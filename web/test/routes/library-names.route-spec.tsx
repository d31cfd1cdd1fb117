import { screen, within } from '@testing-library/react';
import { type CharacterProfile, ITEM_IDS, type LibraryNamesAnswer } from '@henesys/contracts';
import { ACCOUNT_DETAILS, failure, loggedIn, NO_DONATIONS, ok, TOKEN } from './fixtures';
import { entry, SWORD } from './library-fixtures';
import { renderRoute, type MockAnswer } from './render-route';
import { PLAYER_ID, PLAYER_VIEW, staffApi } from './staff-fixtures';

/** GET /api/library/names answering for the ids it knows of `known`. */
function names(...known: ReturnType<typeof entry>[]) {
  return (call: { query: URLSearchParams }): MockAnswer => {
    const asked = (call.query.get('items') ?? '').split(',');
    const items: LibraryNamesAnswer['items'] = {};
    for (const item of known) if (asked.includes(String(item.id))) items[String(item.id)] = item;
    return ok({ items });
  };
}

const CHARACTER: CharacterProfile = {
  id: 1,
  name: 'Shadowleaf',
  level: 120,
  exp: 0,
  fame: 10,
  job: 411,
  jobName: 'Hermit',
  guild: null,
  rank: 1,
  jobRank: 1,
  jobFamily: 'Thief',
  fameRank: 1,
  items: '',
  gender: 0,
  face: 20000,
  hair: 30000,
  skincolor: 0,
  equipment: [
    { slot: 11, itemId: SWORD.id, cash: false },
    { slot: 1, itemId: 1002140, cash: true },
  ],
};

describe('item names outside the library', () => {
  it('names a character’s worn items, linked to the library; an item it lacks keeps its id', async () => {
    const { callsTo } = renderRoute('/characters/Shadowleaf', {
      api: {
        'GET /api/rankings/characters/Shadowleaf': ok(CHARACTER),
        'GET /api/rankings/avatar-templates': ok({ templates: [] }),
        'GET /api/library/names': names(SWORD),
      },
    });

    const link = await screen.findByRole('link', { name: 'Sword' });
    expect(link.getAttribute('href')).toBe('/library/items/1302000');
    expect(screen.getByText('Item 1002140')).toBeTruthy();
    expect(callsTo('GET /api/library/names')[0]?.query.get('items')).toBe('1002140,1302000');
  });

  it('keeps the ids when the library does not answer', async () => {
    renderRoute('/characters/Shadowleaf', {
      api: {
        'GET /api/rankings/characters/Shadowleaf': ok(CHARACTER),
        'GET /api/rankings/avatar-templates': ok({ templates: [] }),
        'GET /api/library/names': failure(503, 'Service Unavailable'),
      },
    });

    expect(await screen.findByText('Item 1302000')).toBeTruthy();
    expect(screen.getByText('Item 1002140')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Item/ })).toBeNull();
  });

  it('names the items of a character in the staff console, with their ids', async () => {
    const potion = entry('item', 2000005, 'Power Elixir', 'Consume');
    const { user } = renderRoute(`/dashboard/players/${PLAYER_ID}`, {
      token: TOKEN,
      api: {
        ...staffApi(),
        [`GET /api/staff/players/${PLAYER_ID}`]: ok(PLAYER_VIEW),
        'GET /api/library/names': names(potion),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Items (2) of MapleHero' }));
    const items = screen.getByRole('region', { name: 'Items of MapleHero' });
    expect((await within(items).findByRole('link', { name: 'Power Elixir' })).getAttribute('href')).toBe(
      '/library/items/2000005',
    );
    expect(items.textContent).toContain('Power Elixir 2000005 × 50');
    expect(items.textContent).toContain('Item 1302000');
  });

  it('links the Founder Pack items to the library, in the catalogue’s words', async () => {
    renderRoute('/donate', {
      token: TOKEN,
      api: {
        ...loggedIn(),
        'GET /api/user/donations': ok(NO_DONATIONS),
        'GET /api/user/account-details': ok(ACCOUNT_DETAILS),
        'GET /api/donate/gift-card': ok({ name: null, url: null }),
        'GET /api/library/names': names(entry('item', ITEM_IDS.whitePotion, 'White Potion', 'Consume')),
      },
    });

    const gold = await screen.findByRole('list', { name: 'Gold Founder Pack rewards' });
    const link = await within(gold).findByRole('link', { name: '250 White Potions' });
    expect(link.getAttribute('href')).toBe(`/library/items/${ITEM_IDS.whitePotion}`);
    expect(within(gold).getByText('250 Mana Elixirs').closest('a')).toBeNull();
  });
});
