import { GUILD_RANKINGS_MESSAGES } from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { formatNumber, plural } from '../../../lib/format';
import { useGuildRankings } from '../api/get-guild-rankings';
import { GuildRankingsTable } from './guild-rankings-table';
import { RankingsError } from './rankings-error';
import { RankingsPagination } from './rankings-pagination';

/** The Guild tab: guilds by guild points (GP), then name, with their leader and member count. */
export function GuildRankings({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const guilds = useGuildRankings(page);
  const data = guilds.data;

  return (
    <>
      {guilds.isError ? (
        <RankingsError message={GUILD_RANKINGS_MESSAGES.loadFailed} query={guilds} />
      ) : !data ? (
        <Loading label="Loading guild rankings..." />
      ) : data.guilds.length === 0 ? (
        <p className="rankings__empty" role="status">
          {data.pagination.total > 0 ? `There is no page ${formatNumber(page)}.` : GUILD_RANKINGS_MESSAGES.noResults}
        </p>
      ) : (
        <div className="rankings__results" aria-busy={guilds.isPlaceholderData}>
          <p className="rankings__summary meta" role="status">
            {plural(data.pagination.total, 'guild')} · page {formatNumber(data.pagination.page)} of{' '}
            {formatNumber(data.pagination.pages)}
          </p>
          <GuildRankingsTable guilds={data.guilds} caption={`Guild rankings, page ${page}`} />
        </div>
      )}

      {data && !guilds.isError ? (
        <RankingsPagination page={page} totalPages={data.pagination.pages} onPage={onPage} />
      ) : null}
    </>
  );
}
