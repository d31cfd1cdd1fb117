import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import type { BanReply } from '../../api/ban-player';
import { useUnbanPlayer } from '../../api/unban-player';
import { ActionMessage } from '../shared/action-message';

/** Lifts the ban, with a reason for the audit log when the staff member gives one. */
interface UnbanFormProps {
  accountId: number;
  name: string;
  onUnbanned: (reply: BanReply) => void;
}

export function UnbanForm({ accountId, name, onUnbanned }: UnbanFormProps) {
  const [reason, setReason] = useState('');
  const unban = useUnbanPlayer();

  function submit(event: FormEvent) {
    event.preventDefault();
    unban.mutate(
      { accountId, reason: reason.trim() || undefined },
      {
        onSuccess: (reply) => {
          setReason('');
          onUnbanned(reply);
        },
      },
    );
  }

  return (
    <form className="staff-form staff-form--inline" aria-label={`Unban ${name}`} onSubmit={submit}>
      <Input
        id="unban-reason"
        label="Reason (optional)"
        fieldClassName="staff-grow"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={unban.isPending}>
        {unban.isPending ? 'Unbanning...' : 'Unban'}
      </Button>
      <ActionMessage outcome={{ error: unban.error }} failure="Failed to unban the player" />
    </form>
  );
}
