import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffAccount } from '@henesys/contracts';
import { Button } from '../../../../components/ui/button';
import { banStateText, isBanned } from '../../lib/ban-state';
import type { BanIntent } from '../../lib/player-path';
import { ActionMessage } from '../shared/action-message';
import { StaffSection } from '../shared/staff-section';
import { BanForm } from './ban-form';
import { UnbanForm } from './unban-form';

interface BanPanelProps {
  account: StaffAccount;
  banNote: string;
  /** ?ban=1&report=ID: the form opens at once, answering the report. */
  intent: BanIntent;
}

/** The ban state, the Ban form behind its button, and Unban while banned. */
export function BanPanel({ account, banNote, intent }: BanPanelProps) {
  const [formOpen, setFormOpen] = useState(intent.open);
  const [message, setMessage] = useState<string | null>(null);
  const [, setParams] = useSearchParams();
  const banned = isBanned(account);

  function closeForm() {
    setFormOpen(false);
    // The report is answered (or the staff member changed their mind): a reload must not open the form again.
    if (intent.open) setParams({}, { replace: true });
  }

  return (
    <StaffSection title="Ban">
      <p className={banned ? 'staff-banned' : undefined}>{banStateText(account)}</p>
      {banned ? (
        <UnbanForm accountId={account.id} name={account.name} onUnbanned={(reply) => setMessage(reply.message)} />
      ) : null}
      {formOpen ? (
        <BanForm
          accountId={account.id}
          name={account.name}
          banNote={banNote}
          reportId={intent.reportId}
          onBanned={(reply) => {
            setMessage(reply.message);
            closeForm();
          }}
          onCancel={closeForm}
        />
      ) : (
        <Button
          variant="danger"
          onClick={() => {
            setMessage(null);
            setFormOpen(true);
          }}
        >
          {banned ? 'Change the ban' : 'Ban this player'}
        </Button>
      )}
      <ActionMessage outcome={{ success: message }} />
    </StaffSection>
  );
}
