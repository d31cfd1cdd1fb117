import { screen, waitFor, within } from '@testing-library/react';
import type { StaffGrantRequest } from '@henesys/contracts';
import { failure, ok, TOKEN } from './fixtures';
import { renderRoute, type MockApi } from './render-route';
import { GRANT, MODERATOR_PROFILE, moderatorView, PLAYER_ID, PLAYER_VIEW, staffApi } from './staff-fixtures';

const PAGE = `/dashboard/players/${PLAYER_ID}`;
const BASE = `/api/staff/players/${PLAYER_ID}`;
const BANNED = { banned: true, banReason: 'Botting', reasonCode: 2, tempBanUntil: null };

function playerApi(extra: MockApi = {}): MockApi {
  // The items' names come from the library (none known here: the ids show).
  return { ...staffApi(), [`GET ${BASE}`]: ok(PLAYER_VIEW), 'GET /api/library/names': ok({ items: {} }), ...extra };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/dashboard/players/:accountId', () => {
  it('shows the account, its characters with their items, addresses, sessions and history', async () => {
    const { user, unmatched } = renderRoute(PAGE, { token: TOKEN, api: playerApi() });

    expect(await screen.findByRole('heading', { name: 'member', level: 2 })).toBeTruthy();
    const account = section('Account');
    for (const text of ['member@henesys.local', '12 000', '3 500', '5 000 NX Credit', 'leaf#0001', 'Not banned']) {
      expect(account.textContent).toContain(text);
    }

    const characters = within(section('Characters')).getByRole('table', { name: 'Characters' });
    const hero = within(characters).getByRole('row', { name: /MapleHero/ });
    for (const text of ['124', 'Hero', '1 250 000', 'Leafguard']) expect(hero.textContent).toContain(text);
    await user.click(within(hero).getByRole('button', { name: 'Items (2) of MapleHero' }));
    const items = screen.getByRole('region', { name: 'Items of MapleHero' });
    expect(
      within(items)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Equipped (1 item)', 'Use (1 item)']);
    expect(items.textContent).toContain('2000005 × 50');

    const addresses = section('Addresses');
    expect(addresses.textContent).toContain('Last address in the game: 203.0.113.7');
    expect(within(addresses).getByRole('link', { name: 'altleaf' }).getAttribute('href')).toBe('/dashboard/players/44');

    const history = within(section('History')).getByRole('tablist', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Donations (0)', 'Votes (1)', 'Activity (1)', 'Grants (1)', 'Staff actions (1)']);
    await user.click(within(history).getByRole('tab', { name: 'Staff actions (1)' }));
    expect(screen.getByRole('table', { name: 'Staff actions' }).textContent).toContain('role: member → moderator');
    expect(unmatched).toEqual([]);
  });

  it('bans with the reason, the end day, the reason code and the address bans chosen', async () => {
    const { user, callsTo } = renderRoute(PAGE, {
      token: TOKEN,
      api: playerApi({ [`POST ${BASE}/ban`]: ok({ message: 'member is banned.', ban: BANNED }) }),
    });

    await user.click(await screen.findByRole('button', { name: 'Ban this player' }));
    const form = screen.getByRole('form', { name: 'Ban member' });
    expect(within(form).getByRole('button', { name: 'Ban member' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(form.textContent).toContain(PLAYER_VIEW.banNote);

    // No reason: nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Ban member' }));
    expect(await within(form).findByText('Write why the player is banned.')).toBeTruthy();
    expect(callsTo(`POST ${BASE}/ban`)).toEqual([]);

    await user.type(within(form).getByLabelText('Reason'), 'Botting in Ellinia');
    await user.click(within(form).getByLabelText('Until a day'));
    await user.type(within(form).getByLabelText('Ends on'), '2099-01-15');
    await user.selectOptions(within(form).getByLabelText('Reason shown at login'), '2');
    await user.click(within(form).getByLabelText('Also ban the IP address'));
    await user.click(within(form).getByLabelText('Also ban the hardware id'));
    await user.click(within(form).getByRole('button', { name: 'Ban member' }));

    expect(await screen.findByText('member is banned.')).toBeTruthy();
    expect(callsTo(`POST ${BASE}/ban`).map((call) => call.body)).toEqual([
      {
        reason: 'Botting in Ellinia',
        until: new Date(2099, 0, 15).toISOString(),
        reasonCode: 2,
        ip: true,
        hwid: true,
      },
    ]);
    // The page is read again after the ban.
    await waitFor(() => expect(callsTo(`GET ${BASE}`).length).toBeGreaterThan(1));
  });

  it('opens the ban form for a report (?ban=1&report=ID) and sends its id', async () => {
    const { user, callsTo, router } = renderRoute(`${PAGE}?ban=1&report=9`, {
      token: TOKEN,
      api: playerApi({ [`POST ${BASE}/ban`]: ok({ message: 'member is banned.', ban: BANNED }) }),
    });

    const form = await screen.findByRole('form', { name: 'Ban member' });
    expect(form.textContent).toContain('Answers report #9');
    const reason = within(form).getByLabelText('Reason') as HTMLTextAreaElement;
    expect(reason.value).toBe('Report #9: ');
    await user.type(reason, 'confirmed');
    await user.click(within(form).getByRole('button', { name: 'Ban member' }));

    await screen.findByText('member is banned.');
    expect(callsTo(`POST ${BASE}/ban`)[0]?.body).toEqual({
      reason: 'Report #9: confirmed',
      reasonCode: 0,
      reportId: 9,
    });
    expect(router.state.location.search).toBe('');
  });

  it('unbans a banned player, with the reason given', async () => {
    const banned = { ...PLAYER_VIEW, account: { ...PLAYER_VIEW.account, ...BANNED } };
    const { user, callsTo } = renderRoute(PAGE, {
      token: TOKEN,
      api: {
        ...staffApi(),
        [`GET ${BASE}`]: ok(banned),
        [`POST ${BASE}/unban`]: ok({ message: 'member is no longer banned.', ban: { ...BANNED, banned: false } }),
      },
    });

    const unban = await screen.findByRole('form', { name: 'Unban member' });
    expect(section('Ban').textContent).toContain('Banned permanently');
    await user.type(within(unban).getByLabelText('Reason (optional)'), 'Appeal accepted');
    await user.click(within(unban).getByRole('button', { name: 'Unban' }));

    expect(await screen.findByText('member is no longer banned.')).toBeTruthy();
    expect(callsTo(`POST ${BASE}/unban`)[0]?.body).toEqual({ reason: 'Appeal accepted' });
  });

  it('ends all the sessions after asking in place', async () => {
    const { user, callsTo } = renderRoute(PAGE, {
      token: TOKEN,
      api: playerApi({ [`POST ${BASE}/sessions/end`]: ok({ message: 'Ended 1 session.' }) }),
    });

    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    await user.click(screen.getByRole('button', { name: 'Yes, end them' }));
    expect(await screen.findByText('Ended 1 session.')).toBeTruthy();
    expect(callsTo(`POST ${BASE}/sessions/end`)).toHaveLength(1);
  });

  it('changes the site role (admins)', async () => {
    const { user, callsTo } = renderRoute(PAGE, {
      token: TOKEN,
      api: playerApi({ [`PUT ${BASE}/role`]: ok({ message: 'member is now a Moderator.', role: 'moderator' }) }),
    });

    const form = await screen.findByRole('form', { name: 'Site role' });
    await user.selectOptions(within(form).getByLabelText('Role'), 'moderator');
    await user.click(within(form).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('member is now a Moderator.')).toBeTruthy();
    expect(callsTo(`PUT ${BASE}/role`)[0]?.body).toEqual({ role: 'moderator' });
  });

  it('sends a grant with one key: the same on a retry, a new one after a success', async () => {
    let answers = 0;
    const { user, callsTo } = renderRoute(PAGE, {
      token: TOKEN,
      api: playerApi({
        'POST /api/staff/grants': (call) =>
          (answers += 1) === 1
            ? failure(504, 'The accounts service did not answer in time.')
            : ok({
                ...GRANT,
                key: (call.body as StaffGrantRequest).key,
                delivery: { nx: 'waiting', items: 'in-duey' },
                items: [{ characterId: 301, itemId: 2000005, quantity: 50, characterName: 'MapleHero' }],
              }),
      }),
    });

    const form = await screen.findByRole('form', { name: 'Grant NX or items' });
    await user.type(within(form).getByLabelText('NX amount'), '5000');
    await user.click(within(form).getByRole('button', { name: 'Add an item' }));
    await user.selectOptions(within(form).getByLabelText('Item 1: character'), '301');
    await user.type(within(form).getByLabelText('Item id'), '2000005');
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), '50');
    await user.type(within(form).getByLabelText('Reason'), 'Event prize');
    await user.click(within(form).getByRole('button', { name: 'Send grant' }));

    expect(await within(form).findByText('The accounts service did not answer in time.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send grant' }));
    expect(await within(form).findByText('Sent: 5 000 NX Credit (waits for the player to log out)')).toBeTruthy();
    expect(within(form).getByText('Sent: 50 × item 2000005 to MapleHero (in Duey)')).toBeTruthy();

    const sent = callsTo('POST /api/staff/grants').map((call) => call.body as StaffGrantRequest);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      accountId: PLAYER_ID,
      reason: 'Event prize',
      nx: { type: 'credit', amount: 5000 },
      items: [{ characterId: 301, itemId: 2000005, quantity: 50 }],
    });
    expect(sent[1]).toEqual(sent[0]);

    // The form is empty again; the next grant is another one.
    await user.type(within(form).getByLabelText('NX amount'), '100');
    await user.type(within(form).getByLabelText('Reason'), 'Second prize');
    await user.click(within(form).getByRole('button', { name: 'Send grant' }));
    await waitFor(() => expect(callsTo('POST /api/staff/grants')).toHaveLength(3));
    expect((callsTo('POST /api/staff/grants')[2]?.body as StaffGrantRequest).key).not.toBe(sent[0]?.key);
  });

  it('gives a new key when the form changes after a failure', async () => {
    const { user, callsTo } = renderRoute(PAGE, {
      token: TOKEN,
      api: playerApi({ 'POST /api/staff/grants': failure(503, 'The accounts service is unavailable.') }),
    });

    const form = await screen.findByRole('form', { name: 'Grant NX or items' });
    await user.type(within(form).getByLabelText('NX amount'), '5000');
    await user.type(within(form).getByLabelText('Reason'), 'Event prize');
    await user.click(within(form).getByRole('button', { name: 'Send grant' }));
    await within(form).findByText('The accounts service is unavailable.');
    await user.type(within(form).getByLabelText('NX amount'), '0');
    await user.click(within(form).getByRole('button', { name: 'Send grant' }));

    await waitFor(() => expect(callsTo('POST /api/staff/grants')).toHaveLength(2));
    const [first, second] = callsTo('POST /api/staff/grants').map((call) => call.body as StaffGrantRequest);
    expect(second?.nx).toEqual({ type: 'credit', amount: 50000 });
    expect(second?.key).not.toBe(first?.key);
  });

  it('hides the money and the role from a Moderator', async () => {
    const { callsTo } = renderRoute(PAGE, {
      token: TOKEN,
      api: { ...staffApi(MODERATOR_PROFILE), [`GET ${BASE}`]: ok(moderatorView()) },
    });

    expect(await screen.findByRole('heading', { name: 'member', level: 2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ban this player' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Grant NX or items' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Site role' })).toBeNull();
    const tabs = within(screen.getByRole('tablist', { name: 'History' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Votes (1)', 'Activity (1)', 'Staff actions (1)']);
    expect(callsTo('POST /api/staff/grants')).toEqual([]);
  });

  it("says so when there is no such player (the server's 404)", async () => {
    renderRoute(PAGE, {
      token: TOKEN,
      api: { ...staffApi(), [`GET ${BASE}`]: failure(404, 'No game account has the id 12.') },
    });

    expect((await screen.findByRole('alert')).textContent).toContain('No game account has the id 12.');
  });
});
