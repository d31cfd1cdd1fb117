import { useId, useState, type FormEvent } from 'react';
import type { AdminDonationView } from '@henesys/contracts';
import { InlineConfirm } from '../../../components/ui/inline-confirm';
import { useSetDonationStatus, type DonationReply } from '../api/set-donation-status';
import type { ShowToast } from '../hooks/use-toasts';
import { actionErrorMessage } from '../lib/action-error';
import { needsCodeWarning } from '../lib/completion-warning';
import { ADMIN_DONATION_MESSAGES as M } from '../lib/messages';
import { ADMIN_STATUS_OPTIONS, isAdminChangeable, replyTone, type AdminStatus } from '../lib/status';
import { StatusPill } from './status-pill';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { donationStatusLabel } from '../../../lib/status-labels';

/**
 * The status of one donation and the admin's change of it. Choosing another of the four statuses
 * opens the optional notes (sent as adminNotes) and the Update button: a slip of the dropdown
 * delivers nothing by itself. Completing a gift card donation without a code asks once more.
 */
export interface StatusControlProps {
  donation: AdminDonationView;
  showToast: ShowToast;
  /** After the server accepted a change: the page keeps the row in view. */
  onChanged: (previous: AdminDonationView, reply: DonationReply) => void;
}

const STATUS_CHOICES = ADMIN_STATUS_OPTIONS.map((option) => [option, donationStatusLabel(option)] as const);

export function StatusControl({ donation, showToast, onChanged }: StatusControlProps) {
  if (!isAdminChangeable(donation.status)) {
    return (
      <div className="dm-status">
        <div className="dm-status__line">
          <StatusPill status={donation.status} />
        </div>
        <span className="dm-muted dm-small">
          {donation.status === 'cancelled' ? M.cancelledByPlayer : 'Cannot be changed'}
        </span>
      </div>
    );
  }
  // A new status from the server starts the form afresh.
  return (
    <StatusForm
      key={donation.status}
      donation={donation}
      current={donation.status}
      showToast={showToast}
      onChanged={onChanged}
    />
  );
}

function StatusForm({ donation, current, showToast, onChanged }: StatusControlProps & { current: AdminStatus }) {
  const [status, setStatus] = useState<AdminStatus>(current);
  const [notes, setNotes] = useState('');
  const [warning, setWarning] = useState(false);
  const mutation = useSetDonationStatus();
  const ids = useId();
  const changing = status !== current;

  function send() {
    setWarning(false);
    mutation.mutate(
      { id: donation.id, status, adminNotes: notes },
      {
        onSuccess: (reply) => {
          const message =
            typeof reply?.message === 'string' && reply.message
              ? reply.message
              : `Status updated to ${donationStatusLabel(status)}`;
          showToast(message, replyTone(reply));
          onChanged(donation, reply);
        },
        onError: (error) => showToast(actionErrorMessage(error, M.statusUpdateFailed), 'error'),
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changing || mutation.isPending) return;
    if (needsCodeWarning(donation, status)) setWarning(true);
    else send();
  }

  function reset() {
    setStatus(current);
    setNotes('');
    setWarning(false);
  }

  return (
    <form className="dm-status" onSubmit={submit} aria-label={`Status of donation #${donation.id}`}>
      <div className="dm-status__line">
        <StatusPill status={current} />
        <label className="visually-hidden" htmlFor={`${ids}-status`}>
          New status for donation #{donation.id}
        </label>
        <Select
          id={`${ids}-status`}
          className="form__control form__control--compact dm-select"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AdminStatus);
            setWarning(false);
          }}
          disabled={mutation.isPending}
          options={STATUS_CHOICES}
        />
      </div>
      {changing ? (
        <>
          <label className="visually-hidden" htmlFor={`${ids}-notes`}>
            Notes for donation #{donation.id} (optional)
          </label>
          <input
            id={`${ids}-notes`}
            className="form__control form__control--compact dm-input"
            type="text"
            maxLength={1000}
            placeholder="Notes (optional)"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            disabled={mutation.isPending}
          />
          {warning ? (
            <InlineConfirm
              question={M.giftCardCodeMissing}
              confirmLabel="Yes, complete it"
              confirmClassName="button button--primary dm-button"
              cancelClassName="button button--secondary dm-button"
              onConfirm={send}
              onCancel={() => setWarning(false)}
            />
          ) : (
            <div className="dm-status__line">
              <Button type="submit" className="dm-button" disabled={mutation.isPending}>
                {mutation.isPending ? 'Updating...' : 'Update'}
                <span className="visually-hidden"> donation #{donation.id}</span>
              </Button>
              <Button variant="bare" className="dm-link-button" onClick={reset} disabled={mutation.isPending}>
                Cancel<span className="visually-hidden"> the change of donation #{donation.id}</span>
              </Button>
            </div>
          )}
        </>
      ) : null}
    </form>
  );
}
