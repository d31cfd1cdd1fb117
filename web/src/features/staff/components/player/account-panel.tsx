import type { ReactNode } from 'react';
import type { StaffAccount } from '@henesys/contracts';
import { formatNumber } from '../../../../lib/format';
import { banStateText, isBanned, pendingNxText } from '../../lib/ban-state';
import { banReasonText, ROLE_LABELS } from '../../lib/labels';
import { StaffSection } from '../shared/staff-section';
import { When } from '../shared/when';
import '../../../../components/ui/data-list.css';

const onOff = (on: boolean) => (on ? 'On' : 'Off');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The account as the game and the site know it: logins, ban, balances, security and role. */
export function AccountPanel({ account }: { account: StaffAccount }) {
  return (
    <StaffSection title="Account">
      <dl className="data-card__fields staff-facts">
        <Fact label="Account id">#{account.id}</Fact>
        <Fact label="E-mail">{account.email ?? 'None'}</Fact>
        <Fact label="Created">
          <When at={account.createdAt} none="Unknown" />
        </Fact>
        <Fact label="Last login (site)">
          <When at={account.lastLoginSite} />
        </Fact>
        <Fact label="Last login (game)">
          <When at={account.lastLoginGame} />
        </Fact>
        <Fact label="Online now">{account.loggedIn ? 'Yes' : 'No'}</Fact>
        <Fact label="Ban">
          {banStateText(account)}
          {isBanned(account) ? (
            <span className="staff-fact-detail">
              {account.banReason ?? 'No reason written'} · {banReasonText(account.reasonCode)}
            </span>
          ) : null}
        </Fact>
        <Fact label="GM level">{account.gmLevel}</Fact>
        <Fact label="NX Credit">{formatNumber(account.nxCredit)}</Fact>
        <Fact label="Maple Points">{formatNumber(account.maplePoint)}</Fact>
        <Fact label="NX Prepaid">{formatNumber(account.nxPrepaid)}</Fact>
        <Fact label="NX waiting">{pendingNxText(account.pendingNx)}</Fact>
        <Fact label="Two-factor">{onOff(account.twoFactor)}</Fact>
        <Fact label="IP lock">{onOff(account.ipLock)}</Fact>
        <Fact label="Discord">{account.discord?.username ?? 'Not linked'}</Fact>
        <Fact label="Site role">{account.role ? ROLE_LABELS[account.role] : 'No site account'}</Fact>
      </dl>
    </StaffSection>
  );
}
