import { screen, waitFor, within } from '@testing-library/react';
import { LIBRARY_NOT_IMPORTED } from '@henesys/contracts';
import { ok } from './fixtures';
import {
  BLUE_SNAIL,
  listAnswer,
  NOT_IMPORTED_LIST,
  RED_POTION,
  searchAnswer,
  SHANKS,
  SNAIL,
  SNAIL_PARK,
  SNAIL_SHELL,
  SWORD,
} from './library-fixtures';
import { renderRoute, type ApiCall } from './render-route';

const queryOf = (call: ApiCall | undefined) => Object.fromEntries(call?.query.entries() ?? []);

describe('/library', () => {
  it('searches every kind and groups the results, each linked to its page', async () => {
    const { callsTo, unmatched } = renderRoute('/library?q=snail', {
      api: {
        'GET /api/library/search': ok(
          searchAnswer({ items: [SNAIL_SHELL], monsters: [SNAIL, BLUE_SNAIL], maps: [SNAIL_PARK] }),
        ),
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Snail Shell' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4 matches');
    const groups = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Items (1)', 'Monsters (2)', 'Maps (1)']);
    const monsters = within(screen.getByRole('list', { name: 'Monsters' }));
    expect(monsters.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Snail', '/library/monsters/100100'],
      ['Blue Snail', '/library/monsters/100101'],
    ]);
    expect(screen.getByRole('link', { name: 'Snail Shell' }).getAttribute('href')).toBe('/library/items/4000019');
    expect(screen.getByRole('link', { name: 'Snail Park' }).getAttribute('href')).toBe('/library/maps/40000');
    expect(screen.getByText('Maple Road')).toBeTruthy();
    // The search replaces the browse tabs: no list is asked for.
    expect(queryOf(callsTo('GET /api/library/search')[0])).toEqual({ q: 'snail' });
    expect(callsTo('GET /api/library/items')).toEqual([]);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(unmatched).toEqual([]);
  });

  it('searches as the player types and says when nothing matches', async () => {
    const { user, callsTo, router } = renderRoute('/library', {
      api: {
        'GET /api/library/items': ok(listAnswer([SWORD])),
        'GET /api/library/search': (call) =>
          ok(call.query.get('q') === 'potion' ? searchAnswer({ q: 'potion', items: [RED_POTION] }) : searchAnswer()),
      },
    });

    await screen.findByRole('link', { name: 'Sword' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the library' }), 'potion');
    expect((await screen.findByRole('link', { name: 'Red Potion' })).getAttribute('href')).toBe(
      '/library/items/2000000',
    );
    expect(router.state.location.search).toBe('?q=potion');
    expect(callsTo('GET /api/library/search').map((call) => call.query.get('q'))).toContain('potion');

    await user.clear(screen.getByRole('searchbox', { name: 'Search the library' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the library' }), 'zzz');
    expect(await screen.findByText('Nothing in the library matches your search.')).toBeTruthy();
  });

  it('says how to import the game data when the server never did, for a search and for a list', async () => {
    renderRoute('/library?q=snail', {
      api: { 'GET /api/library/search': ok(searchAnswer({ imported: false })) },
    });
    expect(await screen.findByText(LIBRARY_NOT_IMPORTED)).toBeTruthy();
  });

  it('says how to import the game data on the browse tabs too, never a blank list', async () => {
    renderRoute('/library', { api: { 'GET /api/library/items': ok(NOT_IMPORTED_LIST) } });
    expect(await screen.findByText(LIBRARY_NOT_IMPORTED)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Library entries' })).toBeNull();
  });

  it('browses equips by slot, level band and job, each filter in the request and the address', async () => {
    const { user, callsTo, router } = renderRoute('/library', {
      api: { 'GET /api/library/items': ok(listAnswer([SWORD], 3)) },
    });

    expect(await screen.findByRole('link', { name: 'Sword' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Equips' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('3 entries, page 1 of 3')).toBeTruthy();
    expect(queryOf(callsTo('GET /api/library/items')[0])).toEqual({ kind: 'equip', page: '1', limit: '20' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Slot' }), 'Weapon');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 30–39');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job' }), 'Thief');
    await screen.findByRole('link', { name: 'Sword' });
    expect(queryOf(callsTo('GET /api/library/items').at(-1))).toEqual({
      kind: 'equip',
      slot: 'Weapon',
      minLevel: '30',
      maxLevel: '39',
      job: 'Thief',
      page: '1',
      limit: '20',
    });
    expect(router.state.location.search).toBe('?slot=Weapon&job=Thief&level=30-39');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?slot=Weapon&job=Thief&level=30-39&page=2');
    expect(queryOf(callsTo('GET /api/library/items').at(-1))).toMatchObject({ page: '2' });
  });

  it('browses the other item kinds, monsters by level, maps by region and NPCs', async () => {
    const { user, callsTo } = renderRoute('/library', {
      api: {
        'GET /api/library/items': ok(listAnswer([RED_POTION])),
        'GET /api/library/monsters': ok(listAnswer([SNAIL])),
        'GET /api/library/maps': ok(listAnswer([SNAIL_PARK])),
        'GET /api/library/npcs': ok(listAnswer([SHANKS])),
      },
    });
    await screen.findByRole('link', { name: 'Red Potion' });

    for (const [tab, kind] of [
      ['Use', 'use'],
      ['Set-up', 'setup'],
      ['Etc', 'etc'],
      ['Cash', 'cash'],
    ]) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await screen.findByRole('link', { name: 'Red Potion' });
      expect(queryOf(callsTo('GET /api/library/items').at(-1))).toEqual({ kind, page: '1', limit: '20' });
    }
    expect(screen.queryByRole('combobox', { name: 'Slot' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Monsters' }));
    await screen.findByRole('link', { name: 'Snail' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 0–9');
    await screen.findByRole('link', { name: 'Snail' });
    expect(queryOf(callsTo('GET /api/library/monsters').at(-1))).toEqual({
      minLevel: '0',
      maxLevel: '9',
      page: '1',
      limit: '20',
    });

    await user.click(screen.getByRole('tab', { name: 'Maps' }));
    await screen.findByRole('link', { name: 'Snail Park' });
    await user.type(screen.getByRole('searchbox', { name: 'Region' }), 'Maple Road');
    await screen.findByRole('link', { name: 'Snail Park' });
    await waitFor(() => expect(callsTo('GET /api/library/maps').at(-1)?.query.get('region')).toBe('Maple Road'));
    expect(queryOf(callsTo('GET /api/library/maps').at(-1))).toEqual({ region: 'Maple Road', page: '1', limit: '20' });

    await user.click(screen.getByRole('tab', { name: 'NPCs' }));
    expect((await screen.findByRole('link', { name: 'Shanks' })).getAttribute('href')).toBe('/library/npcs/22000');
    expect(queryOf(callsTo('GET /api/library/npcs').at(-1))).toEqual({ page: '1', limit: '20' });
  });
});
