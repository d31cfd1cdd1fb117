import { fireEvent, screen, within } from '@testing-library/react';
import type { VoteSite } from '@henesys/contracts';
import { loggedIn, PROFILE, TOKEN } from './fixtures';
import { renderRoute, type ApiCall } from './render-route';

const ADMIN = { ...PROFILE, id: 1, username: 'admin', role: 'Admin', isAdmin: true };
const TOPG: VoteSite = {
  id: 2,
  name: 'TopG',
  protocol: 'topg',
  voteUrl: 'https://topg.org/in-1-{username}',
  cooldownHours: 12,
  rewardNx: 3000,
  enabled: true,
  order: 1,
  allowFrom: [],
  key: null,
  callbackUrl: 'https://henesys.example/api/vote/pingback/2/s3cretS3cretS3cretS3cretS3cret12',
};

describe('/dashboard/admin/vote-sites', () => {
  it('lists the sites with their callback URL, and adds one', async () => {
    const posted: unknown[] = [];
    renderRoute('/dashboard/admin/vote-sites', {
      token: TOKEN,
      api: {
        ...loggedIn(ADMIN),
        'GET /api/admin/vote-sites': { body: [TOPG] },
        'POST /api/admin/vote-sites': (call: ApiCall) => {
          posted.push(call.body);
          return { status: 201, body: { ...TOPG, id: 3 } };
        },
      },
    });

    const row = (await screen.findByRole('heading', { name: /TopG/ })).closest('li') as HTMLElement;
    expect(within(row).getByText(TOPG.callbackUrl)).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Copy the callback URL of TopG/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a vote site' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Gaming Toplist' } });
    fireEvent.change(screen.getByLabelText('Protocol'), { target: { value: 'gaming-toplist' } });
    fireEvent.change(screen.getByLabelText('Vote URL'), {
      target: { value: 'https://gaming-toplist.com/vote/1/{username}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Add a vote site' });
    expect(posted).toEqual([
      {
        name: 'Gaming Toplist',
        protocol: 'gaming-toplist',
        voteUrl: 'https://gaming-toplist.com/vote/1/{username}',
        cooldownHours: 24,
        rewardNx: 5000,
        enabled: true,
        order: 0,
        allowFrom: [],
        key: null,
      },
    ]);
  });
});
