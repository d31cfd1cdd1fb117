import type { StaffSession } from '@henesys/contracts';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import { DataList } from '../../../../components/ui/data-list';
import { useEndSessions } from '../../api/end-sessions';
import { ActionMessage } from '../shared/action-message';
import { StaffSection } from '../shared/staff-section';
import { When } from '../shared/when';

interface SessionsPanelProps {
  accountId: number;
  name: string;
  sessions: readonly StaffSession[];
}

/** The player's site sessions, and "End all sessions" (a game session ends with the in-game `!dc`). */
export function SessionsPanel({ accountId, name, sessions }: SessionsPanelProps) {
  const end = useEndSessions();
  return (
    <StaffSection
      title="Site sessions"
      aside={
        sessions.length > 0 ? (
          <ConfirmButton
            label="End all sessions"
            question={`Log ${name} out of the site everywhere?`}
            confirmLabel="Yes, end them"
            className="button button--danger button--small"
            disabled={end.isPending}
            onConfirm={() => end.mutate(accountId)}
          />
        ) : null
      }
    >
      <ActionMessage outcome={{ success: end.data?.message, error: end.error }} failure="Failed to end the sessions" />
      <DataList
        label="Site sessions"
        empty="No open sessions on the site."
        rows={sessions}
        rowKey={(session) => session.id}
        title={{ header: 'Started', cell: (session) => <When at={session.createdAt} /> }}
        columns={[
          { header: 'Expires', cell: (session) => <When at={session.expiresAt} /> },
          { header: 'IP', cell: (session) => session.ip ?? 'Unknown' },
        ]}
      />
    </StaffSection>
  );
}
