import { screen, waitFor, within } from '@testing-library/react';
import { ok, TOKEN } from './fixtures';
import { renderRoute, type ApiCall } from './render-route';
import { auditEntry, PAGE_INFO, staffApi } from './staff-fixtures';

const ENTRIES = [
  auditEntry(),
  auditEntry({
    id: 2,
    action: 'donation.status',
    target: 'donation:5',
    targetLabel: 'Donation #5',
    accountId: null,
    reason: null,
    before: { status: 'pending' },
    after: { status: 'completed' },
  }),
];

const query = (call: ApiCall | undefined) => Object.fromEntries(call?.query ?? []);

describe('/dashboard/audit', () => {
  it('lists the staff actions: who, what, on what (linked to the player), why and what changed', async () => {
    renderRoute('/dashboard/audit', {
      token: TOKEN,
      api: { ...staffApi(), 'GET /api/staff/audit': ok({ entries: ENTRIES, pagination: { ...PAGE_INFO, total: 2 } }) },
    });

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const role = within(table).getByRole('row', { name: /Role change/ });
    expect(within(role).getByRole('link', { name: 'member' }).getAttribute('href')).toBe('/dashboard/players/12');
    for (const text of ['admin', 'Trusted helper', 'role: member → moderator'])
      expect(role.textContent).toContain(text);
    const donation = within(table).getByRole('row', { name: /Donation status/ });
    expect(within(donation).queryByRole('link')).toBeNull();
    expect(donation.textContent).toContain('Donation #5');
    expect(donation.textContent).toContain('status: pending → completed');
  });

  it('builds the query from the filters, and keeps them in the address', async () => {
    const { user, callsTo, router } = renderRoute('/dashboard/audit', {
      token: TOKEN,
      api: { ...staffApi(), 'GET /api/staff/audit': ok({ entries: ENTRIES, pagination: PAGE_INFO }) },
    });

    await screen.findByRole('table', { name: 'Audit log' });
    expect(query(callsTo('GET /api/staff/audit')[0])).toEqual({ page: '1' });

    await user.type(screen.getByLabelText('Staff member'), 'admin');
    await user.selectOptions(screen.getByLabelText('Action'), 'ban');
    await user.type(screen.getByLabelText('Target'), 'member');
    await waitFor(() =>
      expect(query(callsTo('GET /api/staff/audit').at(-1))).toEqual({
        actor: 'admin',
        action: 'ban',
        target: 'member',
        page: '1',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('actor')).toBe('admin');
  });

  it('reads the filters of the address', async () => {
    const { callsTo } = renderRoute('/dashboard/audit?action=unban&target=altleaf', {
      token: TOKEN,
      api: { ...staffApi(), 'GET /api/staff/audit': ok({ entries: [], pagination: { ...PAGE_INFO, total: 0 } }) },
    });

    expect(await screen.findByText('No staff actions match.')).toBeTruthy();
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('unban');
    expect((screen.getByLabelText('Target') as HTMLInputElement).value).toBe('altleaf');
    expect(query(callsTo('GET /api/staff/audit')[0])).toEqual({ action: 'unban', target: 'altleaf', page: '1' });
  });
});
