import { useState, type FormEvent } from 'react';
import { GRANT_NX_TYPES, type StaffCharacter } from '@henesys/contracts';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField } from '../../../../components/ui/textarea-field';
import { useSendGrant } from '../../api/send-grant';
import { useKeyKeeper } from '../../hooks/use-key-keeper';
import { grantSummary } from '../../lib/grant-delivery';
import {
  EMPTY_ITEM_LINE,
  grantRequest,
  INITIAL_GRANT_FORM,
  type GrantFormErrors,
  type GrantFormState,
} from '../../lib/grant-form';
import { NX_TYPE_LABELS } from '../../lib/labels';
import { ActionMessage } from '../shared/action-message';
import { StaffSection } from '../shared/staff-section';
import { GrantItemLines } from './grant-item-lines';

const NX_TYPE_OPTIONS = GRANT_NX_TYPES.map((type) => [type, NX_TYPE_LABELS[type]] as const);

/**
 * Grants NX (or takes it back) and sends items to Duey (admins only). One key per form fill: a retry
 * or a double click sends the same key, which the server delivers once; a change or a success starts a new one.
 */
export function GrantForm({ accountId, characters }: { accountId: number; characters: readonly StaffCharacter[] }) {
  const [form, setForm] = useState<GrantFormState>(INITIAL_GRANT_FORM);
  const [errors, setErrors] = useState<GrantFormErrors>({});
  const key = useKeyKeeper();
  const grant = useSendGrant();

  function edit(change: (current: GrantFormState) => GrantFormState) {
    key.renew();
    setForm(change);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = grantRequest(form, accountId, key.current());
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    grant.mutate(result.request, {
      onSuccess: () => {
        key.renew();
        setForm(INITIAL_GRANT_FORM);
      },
    });
  }

  return (
    <StaffSection title="Grant NX or items">
      <form className="staff-form" aria-label="Grant NX or items" onSubmit={submit} noValidate>
        <div className="staff-form__row">
          <SelectField
            id="grant-nx-type"
            label="NX type"
            options={NX_TYPE_OPTIONS}
            value={form.nxType}
            onChange={(event) => {
              const nxType = event.target.value as GrantFormState['nxType'];
              edit((current) => ({ ...current, nxType }));
            }}
          />
          <Input
            id="grant-nx-amount"
            label="NX amount"
            inputMode="numeric"
            hint="Negative takes NX back. Leave empty for items only."
            value={form.nxAmount}
            error={errors.nxAmount}
            onChange={(event) => {
              const nxAmount = event.target.value;
              edit((current) => ({ ...current, nxAmount }));
            }}
          />
        </div>
        {form.items.length > 0 ? (
          <GrantItemLines
            lines={form.items}
            characters={characters}
            errors={errors.items}
            onChange={(index, line) =>
              edit((current) => ({ ...current, items: current.items.map((old, at) => (at === index ? line : old)) }))
            }
            onRemove={(index) =>
              edit((current) => ({ ...current, items: current.items.filter((_, at) => at !== index) }))
            }
          />
        ) : null}
        <div>
          <Button
            variant="secondary"
            size="small"
            disabled={characters.length === 0}
            onClick={() => edit((current) => ({ ...current, items: [...current.items, EMPTY_ITEM_LINE] }))}
          >
            Add an item
          </Button>
        </div>
        <TextAreaField
          id="grant-reason"
          label="Reason"
          rows={2}
          required
          value={form.reason}
          error={errors.reason}
          onChange={(event) => {
            const reason = event.target.value;
            edit((current) => ({ ...current, reason }));
          }}
        />
        {errors.form ? (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="button-row">
          <Button type="submit" disabled={grant.isPending}>
            {grant.isPending ? 'Sending...' : 'Send grant'}
          </Button>
        </div>
        <ActionMessage
          outcome={{ success: grant.data ? grantSummary(grant.data) : null, error: grant.error }}
          failure="Failed to send the grant"
        />
      </form>
    </StaffSection>
  );
}
