import { screen, waitFor, within } from '@testing-library/react';
import type { ReportPage, ReportStatus } from '@henesys/contracts';
import { ok, TOKEN } from './fixtures';
import { renderRoute } from './render-route';
import { PAGE_INFO, report, staffApi } from './staff-fixtures';

function reportsApi(byStatus: Partial<Record<ReportStatus, ReportPage['reports']>>) {
  return {
    ...staffApi(undefined, byStatus.open?.length ?? 0),
    'GET /api/staff/reports': (call: { query: URLSearchParams }) => {
      const status = (call.query.get('status') ?? 'open') as ReportStatus;
      return ok({ reports: byStatus[status] ?? [], pagination: PAGE_INFO, openCount: byStatus.open?.length ?? 0 });
    },
  };
}

describe('/dashboard/reports', () => {
  it('shows an open report: names linked to the players, the reason, the chat log as text, the description', async () => {
    const { callsTo } = renderRoute('/dashboard/reports', { token: TOKEN, api: reportsApi({ open: [report()] }) });

    const card = await screen.findByRole('article', { name: 'Report #9' });
    expect(within(card).getByRole('link', { name: 'Shroomie' }).getAttribute('href')).toBe('/dashboard/players/12');
    expect(within(card).getByRole('link', { name: 'Botter' }).getAttribute('href')).toBe('/dashboard/players/44');
    expect(card.textContent).toContain('Botting');
    expect(card.textContent).toContain('Runs the same route all day.');
    // The log is text: its markup is shown, never run.
    const log = card.querySelector('pre');
    expect(log?.textContent).toBe('Botter : buy mesos <b>cheap</b>\nShroomie : stop');
    expect(log?.querySelector('b')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Open (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(callsTo('GET /api/staff/reports')[0]?.query.get('status')).toBe('open');
  });

  it('dismisses a report and marks one actioned', async () => {
    const { user, callsTo } = renderRoute('/dashboard/reports', {
      token: TOKEN,
      api: {
        ...reportsApi({ open: [report(), report({ id: 10 })] }),
        'PUT /api/staff/reports/9': ok({ message: 'Report #9 dismissed.', report: report({ status: 'dismissed' }) }),
        'PUT /api/staff/reports/10': ok({ message: 'Report #10 actioned.', report: report({ status: 'actioned' }) }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Dismiss report #9' }));
    expect(await screen.findByText('Report #9 dismissed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark actioned report #10' }));
    expect(await screen.findByText('Report #10 actioned.')).toBeTruthy();
    expect(callsTo('PUT /api/staff/reports/9')[0]?.body).toEqual({ status: 'dismissed' });
    expect(callsTo('PUT /api/staff/reports/10')[0]?.body).toEqual({ status: 'actioned' });
  });

  it('switches between the tabs through the address, and reopens a dismissed report', async () => {
    const dismissed = report({
      id: 5,
      status: 'dismissed',
      handledBy: 'warden',
      handledAt: '2026-03-02T12:00:00.000Z',
    });
    const { user, router, callsTo } = renderRoute('/dashboard/reports', {
      token: TOKEN,
      api: {
        ...reportsApi({ open: [], dismissed: [dismissed] }),
        'PUT /api/staff/reports/5': ok({ message: 'Report #5 reopened.', report: report({ id: 5 }) }),
      },
    });

    expect(await screen.findByText('No open reports.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Dismissed' }));
    const card = await screen.findByRole('article', { name: 'Report #5' });
    expect(router.state.location.search).toBe('?status=dismissed');
    expect(card.textContent).toContain('warden');
    expect(within(card).queryByRole('link', { name: /Ban the reported player/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Reopen report #5' }));
    expect(await screen.findByText('Report #5 reopened.')).toBeTruthy();
    expect(callsTo('PUT /api/staff/reports/5')[0]?.body).toEqual({ status: 'open' });
  });

  it("sends 'Ban the reported player' to the victim's page with the ban form open for the report", async () => {
    const { user, router } = renderRoute('/dashboard/reports', { token: TOKEN, api: reportsApi({ open: [report()] }) });

    await user.click(await screen.findByRole('link', { name: 'Ban the reported player of report #9' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/players/44'));
    expect(router.state.location.search).toBe('?ban=1&report=9');
  });
});
