import { useId, useState } from 'react';
import type { VoteSite } from '@henesys/contracts';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-class';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Loading } from '../../../components/ui/loading';
import { failureText } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useAdminVoteSites, useDeleteVoteSite, useRotateVoteSiteSecret } from '../api/vote-sites';
import { EMPTY_FORM, formOf } from '../lib/vote-site-form';
import { VoteSiteEditor } from './vote-site-editor';
import './vote-sites-admin.css';

function SiteRow({ site, onEdit }: { site: VoteSite; onEdit: () => void }) {
  const remove = useDeleteVoteSite();
  const rotate = useRotateVoteSiteSecret();
  const titleId = useId();
  const failure = remove.error ?? rotate.error;
  return (
    <li className="card vote-site-row" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {site.name}{' '}
        <span className="vote-site-row__meta">
          ({site.protocol}
          {site.enabled ? '' : ', off'})
        </span>
      </h3>
      <p className="vote-site-row__meta">
        {`${formatNumber(site.rewardNx)} NX every ${site.cooldownHours} h, order ${site.order}`}
      </p>
      <p className="vote-site-row__callback">
        <span>Callback URL: </span>
        <code>{site.callbackUrl}</code>{' '}
        <CopyButton text={site.callbackUrl} label={`Copy the callback URL of ${site.name}`} />
      </p>
      {failure ? (
        <p role="alert" className="vote-site-editor__error">
          {failureText(failure, remove.error ? 'Failed to delete the vote site' : 'Failed to rotate the secret')}
        </p>
      ) : null}
      <div className="vote-site-row__actions">
        <Button size="small" variant="secondary" onClick={onEdit}>
          Edit<span className="visually-hidden"> {site.name}</span>
        </Button>
        <ConfirmButton
          label="Rotate secret"
          subject={`of ${site.name}`}
          question={`Rotate the secret of ${site.name}? Its current callback URL stops working.`}
          confirmLabel="Yes, rotate"
          className={buttonClass({ size: 'small', variant: 'secondary' })}
          confirmClassName={buttonClass({ size: 'small', variant: 'danger' })}
          cancelClassName={buttonClass({ size: 'small', variant: 'secondary' })}
          disabled={rotate.isPending}
          onConfirm={() => rotate.mutate(site.id)}
        />
        <ConfirmButton
          label="Delete"
          subject={site.name}
          question={`Delete ${site.name}?`}
          className={buttonClass({ size: 'small', variant: 'danger' })}
          cancelClassName={buttonClass({ size: 'small', variant: 'secondary' })}
          disabled={remove.isPending}
          onConfirm={() => remove.mutate(site.id)}
        />
      </div>
    </li>
  );
}

/** /dashboard/admin/vote-sites: the vote sites, each with the callback address to paste into its panel. */
export function VoteSitesPage() {
  const { data: sites, isPending, isError } = useAdminVoteSites();
  const [editing, setEditing] = useState<VoteSite | 'new' | null>(null);
  if (isPending) return <Loading />;
  if (isError) return <p role="alert">Failed to load the vote sites</p>;
  return (
    <section className="vote-sites-admin" aria-labelledby="vote-sites-admin-title">
      <h2 id="vote-sites-admin-title">Vote sites</h2>
      {editing ? (
        <VoteSiteEditor
          key={editing === 'new' ? 'new' : editing.id}
          id={editing === 'new' ? null : editing.id}
          initial={editing === 'new' ? EMPTY_FORM : formOf(editing)}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>Add a vote site</Button>
      )}
      <ul className="vote-sites-admin__list">
        {sites.map((site) => (
          <SiteRow key={site.id} site={site} onEdit={() => setEditing(site)} />
        ))}
      </ul>
    </section>
  );
}
