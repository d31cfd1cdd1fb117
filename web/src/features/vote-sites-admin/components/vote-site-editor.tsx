import { useState, type FormEvent } from 'react';
import { VOTE_PROTOCOLS } from '@henesys/contracts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select-field';
import { failureText } from '../../../lib/error-message';
import { useSaveVoteSite } from '../api/vote-sites';
import { inputOf, KEYED_PROTOCOLS, type VoteSiteForm } from '../lib/vote-site-form';

const PROTOCOL_OPTIONS = VOTE_PROTOCOLS.map((protocol) => [protocol, protocol] as const);

/** Adds a site (`id` null) or edits one; the server's message says what is wrong. */
export function VoteSiteEditor({
  id,
  initial,
  onDone,
}: {
  id: number | null;
  initial: VoteSiteForm;
  onDone: () => void;
}) {
  const [form, setForm] = useState(initial);
  const save = useSaveVoteSite();
  const set = (field: keyof VoteSiteForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ id, site: inputOf(form) }, { onSuccess: onDone });
  }

  return (
    <form
      className="card vote-site-editor"
      onSubmit={onSubmit}
      aria-label={id === null ? 'Add a vote site' : 'Edit the vote site'}
    >
      <Input id="vs-name" label="Name" value={form.name} onChange={set('name')} />
      <SelectField
        id="vs-protocol"
        label="Protocol"
        options={PROTOCOL_OPTIONS}
        value={form.protocol}
        onChange={set('protocol')}
      />
      <Input
        id="vs-url"
        label="Vote URL"
        hint="{username} marks where the player's name goes"
        value={form.voteUrl}
        onChange={set('voteUrl')}
      />
      <Input
        id="vs-cooldown"
        label="Cooldown (hours)"
        inputMode="numeric"
        value={form.cooldownHours}
        onChange={set('cooldownHours')}
      />
      <Input id="vs-reward" label="Reward (NX)" inputMode="numeric" value={form.rewardNx} onChange={set('rewardNx')} />
      <Input id="vs-order" label="Order" inputMode="numeric" value={form.order} onChange={set('order')} />
      <Input
        id="vs-allow"
        label="Allowed sources (CIDR, comma-separated; empty: any)"
        value={form.allowFrom}
        onChange={set('allowFrom')}
      />
      {KEYED_PROTOCOLS.includes(form.protocol) ? (
        <Input id="vs-key" label="The site's key or password" value={form.key} onChange={set('key')} />
      ) : null}
      <label className="vote-site-editor__toggle">
        <input
          type="checkbox"
          checked={form.enabled}
          onChange={(event) => setForm((current) => ({ ...current, enabled: event.target.checked }))}
        />{' '}
        Enabled
      </label>
      {save.isError ? (
        <p role="alert" className="vote-site-editor__error">
          {failureText(save.error, 'Failed to save the vote site')}
        </p>
      ) : null}
      <div className="vote-site-editor__actions">
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
