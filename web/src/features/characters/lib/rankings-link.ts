import { type JobFamily, RANKINGS_PAGE_SIZE, type RankingType } from '@henesys/contracts';

/** The rankings page that shows a rank: Level or Fame, overall or within a job filter (/rankings?type=fame&job=Warrior&page=3). */
export function rankingsPageFor(
  rank: number,
  { type = 'level', job }: { type?: RankingType; job?: JobFamily } = {},
): string {
  const params = new URLSearchParams();
  if (type !== 'level') params.set('type', type);
  if (job) params.set('job', job);
  const page = Math.ceil(rank / RANKINGS_PAGE_SIZE);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/rankings?${query}` : '/rankings';
}
