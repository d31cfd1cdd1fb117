import { useAuth } from '../../../features/auth/hooks/use-auth';
import { useProfile } from '../../../features/auth/api/get-profile';
import { ChangePasswordCard } from '../../../features/account/components/change-password-card';
import { DiscordConnectionCard, EarlySupporterCard } from '../../../features/account/components/community-cards';
import { IpRestrictionCard } from '../../../features/account/components/ip-restriction-card';
import { PersonalInformationCard } from '../../../features/account/components/personal-information-card';
import { TwoFactorCard } from '../../../features/account/components/two-factor-card';
import { useAccountDetails } from '../../../features/dashboard/api/get-account-details';

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
        <DiscordConnectionCard discord={details.data?.discord} unavailable={details.isError} />
        <EarlySupporterCard discordConnected={details.data?.discord.connected ?? false} />
      </div>
      <div className="settings-grid__column">
        <ChangePasswordCard />
        <TwoFactorCard username={user?.username ?? ''} />
        <IpRestrictionCard />
      </div>
    </div>
  );
}
