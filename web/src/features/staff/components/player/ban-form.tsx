import { useId, useState, type FormEvent } from 'react';
import { BAN_REASON_CODES } from '@henesys/contracts';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField } from '../../../../components/ui/textarea-field';
import { useBanPlayer, type BanReply } from '../../api/ban-player';
import { firstBanDay } from '../../lib/ban-until';
import { banRequest, initialBanForm, type BanFormErrors, type BanFormState } from '../../lib/ban-form';
import { ActionMessage } from '../shared/action-message';

const REASON_CODE_OPTIONS = Object.entries(BAN_REASON_CODES).map(([code, text]) => [code, text] as const);

const DURATIONS = [
  ['permanent', 'Permanent'],
  ['until', 'Until a day'],
] as const;

const ADDRESS_BANS = [
  ['ip', 'Also ban the IP address'],
  ['mac', 'Also ban the MAC addresses'],
  ['hwid', 'Also ban the hardware id'],
] as const;

interface BanFormProps {
  accountId: number;
  name: string;
  /** What the server says of bans and online players, beside the button. */
  banNote: string;
  /** The report this ban answers (it is then marked Actioned). */
  reportId: number | null;
  onBanned: (reply: BanReply) => void;
  onCancel: () => void;
}

/** Bans a player: why (required), how long, the reason the login screen shows, and the address bans. */
export function BanForm({ accountId, name, banNote, reportId, onBanned, onCancel }: BanFormProps) {
  const [form, setForm] = useState<BanFormState>(() => initialBanForm(reportId));
  const [errors, setErrors] = useState<BanFormErrors>({});
  const ban = useBanPlayer();
  const noteId = useId();
  const set = <K extends keyof BanFormState>(field: K, value: BanFormState[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = banRequest(form, reportId, new Date());
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    ban.mutate({ accountId, ban: result.request }, { onSuccess: onBanned });
  }

  return (
    <form className="staff-form" aria-label={`Ban ${name}`} onSubmit={submit} noValidate>
      {reportId !== null ? <p className="form__notice">Answers report #{reportId}: it is marked Actioned.</p> : null}
      <TextAreaField
        id="ban-reason"
        label="Reason"
        rows={3}
        required
        // The form opens on the staff member's click (or from a report): they write the reason first.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves to the form the staff member opened, not on page load.
        autoFocus
        value={form.reason}
        error={errors.reason}
        onChange={(event) => set('reason', event.target.value)}
      />
      <fieldset className="staff-choice">
        <legend>Duration</legend>
        {DURATIONS.map(([duration, label]) => (
          <label key={duration} className="staff-check">
            <input
              type="radio"
              name="ban-duration"
              checked={form.duration === duration}
              onChange={() => set('duration', duration)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {form.duration === 'until' ? (
        <Input
          id="ban-until"
          label="Ends on"
          type="date"
          min={firstBanDay(new Date())}
          hint="The ban ends at 00:00 of this day, your time."
          value={form.untilDay}
          error={errors.untilDay}
          onChange={(event) => set('untilDay', event.target.value)}
        />
      ) : null}
      <SelectField
        id="ban-reason-code"
        label="Reason shown at login"
        options={REASON_CODE_OPTIONS}
        value={String(form.reasonCode)}
        onChange={(event) => set('reasonCode', Number(event.target.value))}
      />
      <fieldset className="staff-choice">
        <legend>Address bans</legend>
        {ADDRESS_BANS.map(([field, label]) => (
          <label key={field} className="staff-check">
            <input type="checkbox" checked={form[field]} onChange={(event) => set(field, event.target.checked)} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="staff-form__submit">
        <div className="button-row">
          <Button type="submit" variant="danger" disabled={ban.isPending} aria-describedby={noteId}>
            {ban.isPending ? 'Banning...' : `Ban ${name}`}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
        <p id={noteId} className="staff-note">
          {banNote}
        </p>
      </div>
      <ActionMessage outcome={{ error: ban.error }} failure="Failed to ban the player" />
    </form>
  );
}
