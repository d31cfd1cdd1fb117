import { fireEvent, screen, within } from '@testing-library/react';
import { ACCOUNT_DETAILS, failure, loggedIn, NO_DONATIONS, ok, TOKEN } from './fixtures';
import { renderRoute } from './render-route';

const LOG_OUT_FIRST = 'Log out of the game first.';
const DETAILS = { ...ACCOUNT_DETAILS, characterTools: { nameChangePriceNx: 2_000, nameChangeCooldownDays: 30 } };
const API = {
  ...loggedIn(),
  'GET /api/user/account-details': ok(DETAILS),
  'GET /api/user/donations': ok(NO_DONATIONS),
};

/** The list item of one character on the dashboard. */
async function characterItem(name: string) {
  const label = await screen.findByText(name);
  const item = label.closest('li');
  if (!item) throw new Error(`no list item for ${name}`);
  return within(item);
}

describe('/dashboard character tools (issue 31)', () => {
  it('changes a name: the rules and price shown, the new name sent, the server message shown', async () => {
    const renamed = 'Shadowleaf is now NewLeaf. The game shows the new name at your next login.';
    const { callsTo } = renderRoute('/dashboard', {
      token: TOKEN,
      api: {
        ...API,
        'POST /api/user/characters/Shadowleaf/rename': ok({
          oldName: 'Shadowleaf',
          newName: 'NewLeaf',
          nxTaken: 2000,
          message: renamed,
        }),
      },
    });

    const shadowleaf = await characterItem('Shadowleaf');
    fireEvent.click(shadowleaf.getByRole('button', { name: 'Change name' }));
    expect(shadowleaf.getByText(/3 to 12 letters and digits/).textContent).toContain('Costs 2 000 NX Cash Credit.');
    expect(shadowleaf.getByText(/One change every 30 days/)).toBeTruthy();

    const input = shadowleaf.getByLabelText('New name');
    fireEvent.change(input, { target: { value: 'no' } });
    fireEvent.click(shadowleaf.getByRole('button', { name: 'Change name' }));
    expect(shadowleaf.getByText('A name has 3 to 12 letters (a-z, A-Z) and digits, nothing else.')).toBeTruthy();
    expect(callsTo('POST /api/user/characters/Shadowleaf/rename')).toEqual([]);

    fireEvent.change(input, { target: { value: 'NewLeaf' } });
    fireEvent.click(shadowleaf.getByRole('button', { name: 'Change name' }));
    expect((await screen.findByText(renamed)).getAttribute('role')).toBe('status');
    expect(callsTo('POST /api/user/characters/Shadowleaf/rename')[0]?.body).toEqual({ newName: 'NewLeaf' });
  });

  it("shows the server's refusal under the character, with the form still open", async () => {
    renderRoute('/dashboard', {
      token: TOKEN,
      api: { ...API, 'POST /api/user/characters/Mapleheal/rename': failure(409, LOG_OUT_FIRST) },
    });

    const mapleheal = await characterItem('Mapleheal');
    fireEvent.click(mapleheal.getByRole('button', { name: 'Change name' }));
    fireEvent.change(mapleheal.getByLabelText('New name'), { target: { value: 'HealMore' } });
    fireEvent.click(mapleheal.getByRole('button', { name: 'Change name' }));
    expect((await mapleheal.findByRole('alert')).textContent).toBe(LOG_OUT_FIRST);
    expect(mapleheal.getByLabelText('New name')).toBeTruthy();
  });

  it('moves a character to town after a confirmation, and shows a refusal', async () => {
    const moved = 'Shadowleaf will be in town at your next login.';
    const jail = 'Mapleheal is in jail and cannot be moved. Please contact staff.';
    const { callsTo } = renderRoute('/dashboard', {
      token: TOKEN,
      api: {
        ...API,
        'POST /api/user/characters/Shadowleaf/move-to-town': ok({
          name: 'Shadowleaf',
          mapId: 100000000,
          message: moved,
        }),
        'POST /api/user/characters/Mapleheal/move-to-town': failure(400, jail),
      },
    });

    const shadowleaf = await characterItem('Shadowleaf');
    fireEvent.click(shadowleaf.getByRole('button', { name: 'Move to town' }));
    expect(shadowleaf.getByRole('group', { name: 'Move Shadowleaf to town? Log out of the game first.' })).toBeTruthy();
    expect(callsTo('POST /api/user/characters/Shadowleaf/move-to-town')).toEqual([]);
    fireEvent.click(shadowleaf.getByRole('button', { name: 'Yes, move' }));
    expect((await screen.findByText(moved)).getAttribute('role')).toBe('status');

    const mapleheal = await characterItem('Mapleheal');
    fireEvent.click(mapleheal.getByRole('button', { name: 'Move to town' }));
    fireEvent.click(mapleheal.getByRole('button', { name: 'Yes, move' }));
    expect((await mapleheal.findByRole('alert')).textContent).toBe(jail);
  });
});
