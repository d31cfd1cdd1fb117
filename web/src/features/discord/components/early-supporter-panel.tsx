import { useState } from 'react';
import type { DiscordConnection } from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { env } from '../../../config/env';
import { useClaimEarlySupporter } from '../api/claim-early-supporter';
import { useDiscordConnection } from '../api/get-discord-connection';
import { useRoleStatus } from '../api/get-role-status';
import { canClaim, claimFailure, roleHint } from '../lib/early-supporter';
import { failureText } from '../lib/failure';
import { DISCORD_MESSAGES } from '../lib/messages';
import { DiscordBadge, DiscordMessage, type DiscordFeedback } from './discord-feedback';
import './discord.css';
import { Button } from '../../../components/ui/button';

/**
 * SPEC §2 'Early Supporter role card' (the body): eligibility and whether the role is assigned
 * (GET /discord/role-status), and the claim, possible only when eligible, connected and not yet
 * assigned (SPEC §4).
 */
export function EarlySupporterPanel({ connectionPlaceholder }: { connectionPlaceholder?: DiscordConnection }) {
  const connection = useDiscordConnection(connectionPlaceholder);
  const roleStatus = useRoleStatus();
  const claim = useClaimEarlySupporter();
  const [feedback, setFeedback] = useState<DiscordFeedback | null>(null);
  const connected = connection.data?.connected;

  function startClaim() {
    setFeedback(null);
    claim.mutate(undefined, {
      onSuccess: (answer) => setFeedback({ tone: 'success', text: answer.message }),
      onError: (error) => {
        const failure = claimFailure(error);
        setFeedback({
          tone: 'error',
          text: failure.text,
          extra: failure.joinServer ? (
            <a href={env.communityUrl} target="_blank" rel="noopener noreferrer">
              Join our Discord server
            </a>
          ) : undefined,
        });
      },
    });
  }

  let body;
  if (roleStatus.isPending) {
    body = <Loading label="Checking your role..." />;
  } else if (roleStatus.isError) {
    body = (
      <div>
        <p className="settings-message settings-message--error" role="alert">
          {failureText(roleStatus.error, {
            unsuccessful: DISCORD_MESSAGES.roleStatusUnsuccessful,
            failed: DISCORD_MESSAGES.roleStatusFailed,
          })}
        </p>
        <Button variant="secondary" onClick={() => void roleStatus.refetch()} disabled={roleStatus.isFetching}>
          {roleStatus.isFetching ? 'Retrying...' : 'Try again'}
        </Button>
      </div>
    );
  } else {
    const status = roleStatus.data;
    const claimable = canClaim(status, connected);
    body = (
      <>
        <ul className="discord-badges" aria-label="Early Supporter role">
          <li id="early-supporter-eligibility">
            Eligibility:{' '}
            <DiscordBadge on={status.isEligible}>{status.isEligible ? 'Eligible' : 'Not eligible'}</DiscordBadge>
          </li>
          <li id="early-supporter-assignment">
            Role:{' '}
            <DiscordBadge on={status.roleAssigned}>{status.roleAssigned ? 'Assigned' : 'Not assigned'}</DiscordBadge>
          </li>
        </ul>
        <p className="discord-hint" id="early-supporter-hint">
          {roleHint(status, connected)}
        </p>
        <DiscordMessage feedback={feedback} id="early-supporter-message" />
        <div className="button-row">
          <Button
            onClick={startClaim}
            disabled={!claimable || claim.isPending}
            aria-busy={claim.isPending || undefined}
            aria-describedby="early-supporter-hint"
          >
            {claim.isPending ? 'Claiming...' : status.roleAssigned ? 'Role claimed' : 'Claim role'}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <p>
        Supported Henesys from the start? A completed Founder Pack earns the <strong>Early Supporter</strong> role in
        our Discord community.
      </p>
      {body}
    </>
  );
}
