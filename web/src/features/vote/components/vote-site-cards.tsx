import type { VoteSiteStatus } from '@henesys/contracts';
import { buttonClass } from '../../../components/ui/button-class';
import { useCountdown } from '../../../hooks/use-countdown';
import { formatNumber } from '../../../lib/format';
import { useVoteSites } from '../api/get-vote-sites';
import { formatCountdown } from '../lib/countdown';

function SiteCard({ site, checkedAt }: { site: VoteSiteStatus; checkedAt: number }) {
  const left = useCountdown(checkedAt + site.timeLeftMs);
  const waiting = !site.allowed && left > 0;
  return (
    <li className="card vote-site">
      <h3 className="vote-site__name">{site.name}</h3>
      <p className="vote-site__reward">{`+${formatNumber(site.reward)} NX Cash`}</p>
      {waiting ? (
        <p className="vote-site__wait">
          Vote again in{' '}
          <span role="timer" aria-label={`Vote again on ${site.name} in`}>
            {formatCountdown(left)}
          </span>
        </p>
      ) : (
        <a
          className={buttonClass({ className: 'vote-site__button' })}
          href={site.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          Vote on {site.name}
        </a>
      )}
    </li>
  );
}

/** One card per enabled vote site, each with its own reward and countdown, for the name that was checked. */
export function VoteSiteCards({ username }: { username: string | null }) {
  const { data: sites, dataUpdatedAt } = useVoteSites(username);
  if (!sites || sites.length === 0) return null;
  return (
    <section className="vote-sites" aria-labelledby="vote-sites-title">
      <h2 id="vote-sites-title">Vote sites</h2>
      <ul className="vote-sites__list">
        {sites.map((site) => (
          <SiteCard key={`${site.id}-${dataUpdatedAt}`} site={site} checkedAt={dataUpdatedAt} />
        ))}
      </ul>
    </section>
  );
}
