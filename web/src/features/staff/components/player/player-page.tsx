import { useSearchParams } from 'react-router-dom';
import type { StaffPlayerView } from '@henesys/contracts';
import { Pill } from '../../../../components/ui/pill';
import { usePlayer } from '../../api/get-player';
import { isBanned } from '../../lib/ban-state';
import { ROLE_LABELS } from '../../lib/labels';
import { readBanIntent, type BanIntent } from '../../lib/player-path';
import { QueryState } from '../shared/query-state';
import { AccountPanel } from './account-panel';
import { AddressesPanel } from './addresses-panel';
import { BanPanel } from './ban-panel';
import { CharactersPanel } from './characters-panel';
import { GrantForm } from './grant-form';
import { HistoryTabs } from './history-tabs';
import { RolePanel } from './role-panel';
import { SessionsPanel } from './sessions-panel';
import '../staff.css';

/** /dashboard/players/:accountId. `isAdmin` shows the admins' parts (role, grants); the server enforces them. */
export function PlayerPage({ accountId, isAdmin }: { accountId: number; isAdmin: boolean }) {
  const player = usePlayer(accountId);
  const [params] = useSearchParams();
  const intent = readBanIntent(params);
  return (
    <QueryState query={player} loading="Loading the player..." failure="Failed to load the player">
      {(view) => <PlayerView view={view} isAdmin={isAdmin} intent={intent} />}
    </QueryState>
  );
}

function PlayerView({ view, isAdmin, intent }: { view: StaffPlayerView; isAdmin: boolean; intent: BanIntent }) {
  const { account } = view;
  const siteRole = account.role;
  return (
    <div className="staff-player">
      <header className="staff-player__head">
        <h2>{account.name}</h2>
        <span className="staff-player__badges">
          {isBanned(account) ? <Pill tone="refused">Banned</Pill> : null}
          {account.loggedIn ? <Pill tone="done">Online</Pill> : <Pill tone="muted">Offline</Pill>}
          {siteRole && siteRole !== 'member' ? <Pill tone="progress">{ROLE_LABELS[siteRole]}</Pill> : null}
        </span>
      </header>
      <div className="staff-player__grid">
        <AccountPanel account={account} />
        <div className="staff-player__actions">
          <BanPanel account={account} banNote={view.banNote} intent={intent} />
          {isAdmin && siteRole ? <RolePanel key={siteRole} account={{ ...account, role: siteRole }} /> : null}
        </div>
      </div>
      {isAdmin ? <GrantForm accountId={account.id} characters={view.characters} /> : null}
      <CharactersPanel characters={view.characters} />
      <AddressesPanel addresses={view.addresses} gameIp={account.gameIp} />
      <SessionsPanel accountId={account.id} name={account.name} sessions={view.sessions} />
      <HistoryTabs view={view} />
    </div>
  );
}
