import { useAuth } from '../../../features/auth/hooks/use-auth';
import { useProfile } from '../../../features/auth/api/get-profile';
import { LogOutEverywhere } from '../../../features/auth/components/log-out-everywhere';
import { useTwoFactorStatus } from '../../../features/account/api/get-two-factor-status';
import { ChangePasswordCard } from '../../../features/account/components/change-password-card';
import { SettingsCard } from '../../../features/account/components/settings-card';
import { IpRestrictionCard } from '../../../features/account/components/ip-restriction-card';
import { PersonalInformationCard } from '../../../features/account/components/personal-information-card';
import { TwoFactorCard } from '../../../features/account/components/two-factor-card';
import { useAccountDetails } from '../../../features/dashboard/api/get-account-details';
import { DiscordConnectionPanel } from '../../../features/discord/components/discord-connection-panel';
import { EarlySupporterPanel } from '../../../features/discord/components/early-supporter-panel';
import { connectionPlaceholder } from '../../../features/discord/lib/connection-placeholder';

/**
 * SPEC §2 'Account Settings': the cards in the spec's order, profile and community on the left,
 * security on the right, then "Log out everywhere". The page composes four features.
 */
export default function AccountSettingsRoute() {
  const { user } = useAuth();
  const profile = useProfile();
  // The Discord state is part of the account details (SPEC §3).
  const details = useAccountDetails();
  const twoFactor = useTwoFactorStatus();

  return (
    <div className="settings-grid">
      <div className="settings-grid__column">
        <PersonalInformationCard
          profile={profile.data}
          loadFailed={profile.isError}
          onRetry={() => void profile.refetch()}
          onSaved={() => void profile.refetch()}
        />
        <SettingsCard id="discord-connection" title="Discord Connection">
          <DiscordConnectionPanel
            placeholder={details.isError ? undefined : connectionPlaceholder(details.data?.discord)}
            twoFactorEnabled={twoFactor.data?.enabled === true}
          />
        </SettingsCard>
        <SettingsCard id="early-supporter" title="Early Supporter">
          <EarlySupporterPanel
            connectionPlaceholder={connectionPlaceholder({
              connected: details.data?.discord.connected ?? false,
              username: null,
            })}
          />
        </SettingsCard>
      </div>
      <div className="settings-grid__column">
        <ChangePasswordCard />
        <TwoFactorCard username={user?.username ?? ''} />
        <IpRestrictionCard />
        <SettingsCard id="sessions" title="Sessions">
          <LogOutEverywhere />
        </SettingsCard>
      </div>
    </div>
  );
}
