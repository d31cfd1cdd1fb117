import { RANKINGS_MESSAGES } from '@henesys/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { GuildRankingsQueryDto } from './guild-rankings-query.dto';

/** As the gateway's ValidationPipe does it: transform the query string, then validate. */
function check(query: Record<string, unknown>): { value: GuildRankingsQueryDto; messages: string[] } {
  const value = plainToInstance(GuildRankingsQueryDto, query);
  const messages = validateSync(value, { whitelist: true, forbidNonWhitelisted: true }).flatMap((error) =>
    Object.values(error.constraints ?? {}),
  );
  return { value, messages };
}

describe('GuildRankingsQueryDto', () => {
  it('accepts a page and a limit as the web sends them, and nothing at all', () => {
    const { value, messages } = check({ page: '2', limit: '10', _t: '1732000000000' });
    expect(messages).toEqual([]);
    expect(value).toMatchObject({ page: 2, limit: 10 });
    expect(check({}).messages).toEqual([]);
  });

  it('refuses a bad page or limit with the rankings messages, and character filters', () => {
    expect(check({ page: '0' }).messages).toEqual([RANKINGS_MESSAGES.pageInvalid]);
    expect(check({ limit: '51' }).messages).toEqual([RANKINGS_MESSAGES.limitInvalid]);
    expect(check({ jobType: 'Aran' }).messages).toEqual(['property jobType should not exist']);
  });
});
