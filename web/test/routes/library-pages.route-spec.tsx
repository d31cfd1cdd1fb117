import { screen, within } from '@testing-library/react';
import type { LibraryMap, LibraryNpc } from '@henesys/contracts';
import { failure, ok } from './fixtures';
import {
  BLUE_SNAIL,
  POTION_ITEM,
  RED_POTION,
  SHANKS,
  SNAIL,
  SNAIL_MONSTER,
  SNAIL_PARK,
  SWORD,
  SWORD_ITEM,
} from './library-fixtures';
import { renderRoute } from './render-route';

/** What a reader sees of an element: its text without the decorative parts (the icons' initials). */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').trim();
}

/** The rows of a table, each as its cells' visible text. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll<HTMLElement>('th, td')].map(visibleText));

describe('/library/items/:id', () => {
  it('shows an equip: description, requirements and stats, who drops it by chance, the shops selling it', async () => {
    const { callsTo, unmatched } = renderRoute('/library/items/1302000', {
      api: { 'GET /api/library/items/1302000': ok(SWORD_ITEM) },
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Sword' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeTruthy();
    expect(screen.getByText('Equip · Weapon · Item #1302000')).toBeTruthy();
    // The game's markup goes, its line breaks stay.
    expect(screen.getByText(/A plain sword\.\s+For beginners\./)).toBeTruthy();
    expect(screen.getByLabelText('Requirements').textContent).toBe('Level10JobsWarriorSTR35');
    expect(screen.getByLabelText('Stats').textContent).toBe('Weapon attack+17Upgrade slots7');
    expect(screen.getByText('Sells to shops for 500 meso.')).toBeTruthy();

    // Likeliest first, "1 in N" with the percent, the quest-only drop marked, a reactor not linked.
    expect(screen.getByText('Server drop rate ×2')).toBeTruthy();
    expect(rowsOf('Who drops it')).toEqual([
      ['Reactor 2001Reactor', '1 in 10 (10%)', '1', ''],
      ['Snail', '1 in 25 (4%)', '1', ''],
      ['Blue Snail', '1 in 2 500 (0.04%)', '1', 'Quest #2050'],
    ]);
    const drops = within(screen.getByRole('table', { name: 'Who drops it' }));
    expect(drops.getByRole('link', { name: 'Snail' }).getAttribute('href')).toBe('/library/monsters/100100');
    expect(drops.getByRole('link', { name: 'Blue Snail' }).getAttribute('href')).toBe('/library/monsters/100101');
    expect(drops.queryByRole('link', { name: 'Reactor 2001' })).toBeNull();

    expect(rowsOf('Sold by')).toEqual([['Shanks', '5 000 meso', '#1001']]);
    expect(screen.getByRole('link', { name: 'Shanks' }).getAttribute('href')).toBe(`/library/npcs/${SHANKS.id}`);
    expect(callsTo('GET /api/library/items/1302000')).toHaveLength(1);
    expect(unmatched).toEqual([]);
  });

  it('shows a use item’s effects, price and stack size, and says when nothing drops or sells it', async () => {
    renderRoute('/library/items/2000000', { api: { 'GET /api/library/items/2000000': ok(POTION_ITEM) } });

    expect(await screen.findByRole('heading', { level: 2, name: RED_POTION.name })).toBeTruthy();
    expect(screen.getByLabelText('Effects').textContent).toBe('HP50Sells to shops for25 mesoStacks up to100');
    expect(screen.getByText('No monster or reactor of this server drops it.')).toBeTruthy();
    expect(screen.getByText('No NPC shop sells it.')).toBeTruthy();
  });

  it('says the library has no such item for an unknown id, with a way back', async () => {
    renderRoute('/library/items/9999999', {
      api: { 'GET /api/library/items/9999999': failure(404, 'Item not found') },
    });

    expect(await screen.findByRole('heading', { name: 'The library has no such item.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the library' }).getAttribute('href')).toBe('/library');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the library fails', async () => {
    renderRoute('/library/items/1302000', {
      api: { 'GET /api/library/items/1302000': failure(503, 'Service Unavailable') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Failed to load the item. Please try again later.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('/library/monsters/:id', () => {
  it('shows its stats, the maps it lives on, its drops by chance with the meso range and quest mark, its card', async () => {
    const { unmatched } = renderRoute('/library/monsters/100100', {
      api: { 'GET /api/library/monsters/100100': ok(SNAIL_MONSTER) },
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Snail' })).toBeTruthy();
    const stats = screen.getByLabelText('Monster stats').textContent ?? '';
    for (const text of ['Level1', 'HP8', 'EXP3', 'Weapon attack12', 'Accuracy20']) expect(stats).toContain(text);
    expect(screen.getByText('Weak to Fire')).toBeTruthy();

    const maps = within(screen.getByRole('list', { name: 'Maps' }));
    expect(maps.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Snail Park', `/library/maps/${SNAIL_PARK.id}`],
      ['Snail Garden', '/library/maps/40001'],
    ]);

    expect(screen.getByText('Server drop rate ×2')).toBeTruthy();
    expect(rowsOf('Drops')).toEqual([
      ['Meso', '1 in 2 (50%)', '50–100 meso', ''],
      ['Snail Shell', '1 in 5 (20%)', '1', 'Quest #2050'],
      ['Sword', '1 in 2 500 (0.04%)', '1', ''],
    ]);
    expect(screen.getByRole('link', { name: 'Sword' }).getAttribute('href')).toBe(`/library/items/${SWORD.id}`);
    expect(screen.getByRole('link', { name: 'Snail Card' }).getAttribute('href')).toBe('/library/items/2380000');
    expect(unmatched).toEqual([]);
  });

  it('says the library has no such monster for an unknown id', async () => {
    renderRoute('/library/monsters/1', { api: { 'GET /api/library/monsters/1': failure(404, 'Monster not found') } });
    expect(await screen.findByRole('heading', { name: 'The library has no such monster.' })).toBeTruthy();
  });
});

describe('/library/maps/:id and /library/npcs/:id', () => {
  it('lists the monsters of a map', async () => {
    const map: LibraryMap = { entry: SNAIL_PARK, streetName: 'Maple Road', monsters: [SNAIL, BLUE_SNAIL] };
    renderRoute('/library/maps/40000', { api: { 'GET /api/library/maps/40000': ok(map) } });

    expect(await screen.findByRole('heading', { level: 2, name: 'Snail Park' })).toBeTruthy();
    expect(screen.getByText('Maple Road · Map #40000')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Monsters' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Snail', 'Blue Snail']);
  });

  it('lists what an NPC’s shop sells', async () => {
    const npc: LibraryNpc = { entry: SHANKS, shop: { shopId: 1001, items: [{ item: RED_POTION, price: 50 }] } };
    renderRoute('/library/npcs/22000', { api: { 'GET /api/library/npcs/22000': ok(npc) } });

    expect(await screen.findByRole('heading', { level: 2, name: 'Shanks' })).toBeTruthy();
    expect(rowsOf('Shop')).toEqual([['Red Potion', '50 meso']]);
  });

  it('says an NPC has no shop', async () => {
    renderRoute('/library/npcs/22000', { api: { 'GET /api/library/npcs/22000': ok({ entry: SHANKS, shop: null }) } });
    expect(await screen.findByText('This NPC has no shop.')).toBeTruthy();
  });
});
