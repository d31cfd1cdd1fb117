import { createTestDatabase, TestDatabase } from '@henesys/testing';
import { DataSource } from 'typeorm';
import { VoteRefused, VotesRepository } from '../src/vote/votes.repository';

const ROUNDS = 30;
const RACERS = 24;

/** accounts.votes in real PostgreSQL: the cooldown rules while credits and grant marks of one voter IP run at once. */
describe('votes repository', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let votes: VotesRepository;

  beforeAll(async () => {
    database = await createTestDatabase('votes');
    dataSource = await new DataSource({ type: 'postgres', url: database.url, extra: { max: RACERS + 6 } }).initialize();
    votes = new VotesRepository(dataSource);
  }, 30_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it(`credits one vote per voter IP and marks it granted, ${RACERS} accounts of one IP at once, ${ROUNDS} times, with no deadlock`, async () => {
    const failures: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const voterIp = `198.51.100.${round}`;
      await Promise.all(
        Array.from({ length: RACERS }, async (_, index) => {
          const accountId = round * 100 + index;
          try {
            const id = await votes.credit(
              {
                accountId,
                accountName: `voter${accountId}`,
                voterIp,
                site: 'Gtop100',
                siteId: 1,
                reason: null,
                pingbackId: null,
              },
              { cooldownHours: 24, rewardNx: 5000 },
            );
            // As the vote service does: the grant is marked right after the credit, beside the next credits.
            await votes.markGranted({ id, accountId, voterIp, rewardNx: 5000 });
          } catch (error) {
            if (!(error instanceof VoteRefused)) failures.push(String(error));
          }
        }),
      );
    }
    expect(failures).toEqual([]);
    const rows = await dataSource.query(
      `SELECT count(*)::int AS credited, count(granted_at)::int AS granted, count(DISTINCT voter_ip)::int AS ips
       FROM accounts.votes WHERE credited`,
    );
    expect(rows).toEqual([{ credited: ROUNDS, granted: ROUNDS, ips: ROUNDS }]);
    expect(await votes.ungranted(10)).toEqual([]);
  });
});
