import { useAuth } from '../../../features/auth/hooks/use-auth';
import { useProfile } from '../../../features/auth/api/get-profile';
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
 * security on the right. The page composes three features.
 */
export default function AccountSettingsRoute() {
  const { user } = useAuth();
  const profile = useProfile();
  // The Discord state is part of the account details (SPEC §3).
  const details = useAccountDetails();

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
          <DiscordConnectionPanel placeholder={details.isError ? undefined : connectionPlaceholder(details.data?.discord)} />
        </SettingsCard>
        <SettingsCard id="early-supporter" title="Early Supporter">
          <EarlySupporterPanel connectionPlaceholder={connectionPlaceholder({ connected: details.data?.discord.connected ?? false, username: null })} />
        </SettingsCard>
      </div>
      <div className="settings-grid__column">
        <ChangePasswordCard />
        <TwoFactorCard username={user?.username ?? ''} />
        <IpRestrictionCard />
      </div>
    </div>
  );
}
