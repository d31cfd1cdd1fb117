import { screen, waitFor, within } from '@testing-library/react';
import type { ArticleRecord, NoticeRecord } from '@henesys/contracts';
import { ok, TOKEN } from './fixtures';
import { renderRoute, type MockApi } from './render-route';
import { staffApi } from './staff-fixtures';

const ARTICLE: ArticleRecord = {
  id: 4,
  slug: 'patch-1-4',
  category: 'update',
  status: 'inactive',
  title: 'Patch 1.4',
  content: 'Aran rebalance.',
  publishedAt: '2026-03-01T12:00:00.000Z',
  endDate: null,
  updatedAt: '2026-03-01T12:00:00.000Z',
};

const NOTICE: NoticeRecord = {
  id: 3,
  slug: 'login-issues-a1b2c3',
  title: 'Login issues',
  content: 'We are looking into it.',
  severity: 'critical',
  estimatedDuration: '30 minutes',
  active: true,
  publishedAt: '2026-03-01T12:00:00.000Z',
};

function contentApi(): MockApi {
  return {
    ...staffApi(),
    'GET /api/admin/content': ok({ articles: [ARTICLE], notices: [NOTICE], maintenance: false }),
    'GET /api/admin/content/audit': ok([]),
  };
}

describe('/dashboard/admin/content', () => {
  it('lists each kind in its own table, with the columns and buttons of that kind', async () => {
    renderRoute('/dashboard/admin/content', { token: TOKEN, api: contentApi() });

    const articles = await screen.findByRole('table', { name: 'Articles' });
    const article = within(articles).getByRole('row', { name: /Patch 1.4/ });
    expect(within(article).getByText('Draft')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Publish Patch 1.4' })).toBeTruthy();

    const notices = screen.getByRole('table', { name: 'Notices' });
    const notice = within(notices).getByRole('row', { name: /Login issues/ });
    expect(notice.textContent).toContain('(30 minutes)');
    expect(within(notice).getByRole('button', { name: 'Hide notice Login issues' })).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Edit notice Login issues' })).toBeTruthy();
  });

  it('hides a notice by sending it whole with active false, and says so', async () => {
    const { user, callsTo } = renderRoute('/dashboard/admin/content', {
      token: TOKEN,
      api: { ...contentApi(), 'PUT /api/admin/content/notices/3': ok({ ...NOTICE, active: false }) },
    });

    await user.click(await screen.findByRole('button', { name: 'Hide notice Login issues' }));
    await waitFor(() => expect(callsTo('PUT /api/admin/content/notices/3')).toHaveLength(1));
    expect(callsTo('PUT /api/admin/content/notices/3')[0].body).toEqual({
      title: 'Login issues',
      content: 'We are looking into it.',
      severity: 'critical',
      estimatedDuration: '30 minutes',
      active: false,
    });
    expect(await screen.findByText('Notice "Login issues" is now hidden')).toBeTruthy();
  });

  it('checks a new notice before sending it, then creates it hidden when asked', async () => {
    const { user, callsTo } = renderRoute('/dashboard/admin/content', {
      token: TOKEN,
      api: {
        ...contentApi(),
        'POST /api/admin/content/notices': (call) => ({
          status: 201,
          body: { ...NOTICE, id: 5, ...(call.body as object) },
        }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'New notice' }));
    const editor = screen.getByRole('form', { name: 'New notice' });
    await user.click(within(editor).getByRole('button', { name: 'Create notice' }));
    expect(within(editor).getByText('Title is required')).toBeTruthy();
    expect(within(editor).getByText('Message is required')).toBeTruthy();
    expect(callsTo('POST /api/admin/content/notices')).toHaveLength(0);

    await user.type(within(editor).getByLabelText('Title'), 'Rollback');
    await user.type(within(editor).getByLabelText('Message (plain text)'), 'Back at 18:00.');
    await user.click(within(editor).getByLabelText('Show on home'));
    await user.click(within(editor).getByRole('button', { name: 'Create notice' }));
    expect(await screen.findByText('Created notice "Rollback" (hidden)')).toBeTruthy();
    expect(callsTo('POST /api/admin/content/notices')[0].body).toEqual({
      title: 'Rollback',
      content: 'Back at 18:00.',
      severity: 'info',
      estimatedDuration: null,
      active: false,
    });
    expect(screen.queryByRole('form', { name: 'New notice' })).toBeNull();
  });

  it('asks in place before deleting a notice, and shows the answer', async () => {
    const { user, callsTo } = renderRoute('/dashboard/admin/content', {
      token: TOKEN,
      api: {
        ...contentApi(),
        'DELETE /api/admin/content/notices/3': ok({ success: true, message: 'Notice deleted' }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete notice Login issues' }));
    const question = screen.getByRole('group', { name: 'Delete notice "Login issues"?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Notice deleted')).toBeTruthy();
    expect(callsTo('DELETE /api/admin/content/notices/3')).toHaveLength(1);
  });
});
