import { RANKINGS_MESSAGES } from '@henesys/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { RankingsQueryDto } from './rankings-query.dto';

/** As the gateway's ValidationPipe does it: transform the query string, then validate. */
function check(query: Record<string, unknown>): { value: RankingsQueryDto; messages: string[] } {
  const value = plainToInstance(RankingsQueryDto, query);
  const messages = validateSync(value, { whitelist: true, forbidNonWhitelisted: true }).flatMap((error) =>
    Object.values(error.constraints ?? {}),
  );
  return { value, messages };
}

describe('RankingsQueryDto', () => {
  it('accepts the web query and turns its text into numbers and booleans', () => {
    const { value, messages } = check({
      type: 'fame',
      jobType: 'Aran',
      search: ' Maple ',
      page: '3',
      limit: '10',
      includeAvatarDetails: 'false',
      _t: '1732000000000',
    });
    expect(messages).toEqual([]);
    expect(value).toMatchObject({
      type: 'fame',
      jobType: 'Aran',
      search: 'Maple',
      page: 3,
      limit: 10,
      includeAvatarDetails: false,
    });
  });

  it('accepts nothing at all, and empty parameters as missing', () => {
    expect(check({}).messages).toEqual([]);
    const { value, messages } = check({
      type: '',
      jobType: '',
      search: '  ',
      page: '',
      limit: '',
      includeAvatarDetails: '',
    });
    expect(messages).toEqual([]);
    expect(value).toMatchObject({
      type: undefined,
      jobType: undefined,
      search: undefined,
      page: undefined,
      limit: undefined,
      includeAvatarDetails: undefined,
    });
  });

  it('accepts what the gateway forwards to the service (numbers and booleans already)', () => {
    expect(check({ type: 'level', page: 50_000, limit: 50, includeAvatarDetails: true }).messages).toEqual([]);
  });

  it.each([
    [{ type: 'exp' }, RANKINGS_MESSAGES.typeInvalid],
    [{ jobType: 'warrior' }, RANKINGS_MESSAGES.jobTypeInvalid],
    [{ jobType: 'Bowman' }, RANKINGS_MESSAGES.jobTypeInvalid],
    [{ page: '0' }, RANKINGS_MESSAGES.pageInvalid],
    [{ page: '-1' }, RANKINGS_MESSAGES.pageInvalid],
    [{ page: '1.5' }, RANKINGS_MESSAGES.pageInvalid],
    [{ page: 'two' }, RANKINGS_MESSAGES.pageInvalid],
    [{ page: '10000001' }, RANKINGS_MESSAGES.pageInvalid],
    [{ page: ['1', '2'] }, RANKINGS_MESSAGES.pageInvalid],
    [{ limit: '0' }, RANKINGS_MESSAGES.limitInvalid],
    [{ limit: '51' }, RANKINGS_MESSAGES.limitInvalid],
    [{ search: 'abcdefghijklm' }, RANKINGS_MESSAGES.searchInvalid],
    [{ search: ['a', 'b'] }, RANKINGS_MESSAGES.searchInvalid],
    [{ includeAvatarDetails: 'yes' }, RANKINGS_MESSAGES.avatarDetailsInvalid],
  ])('refuses %j with one clear message', (query, message) => {
    expect(check(query).messages).toEqual([message]);
  });

  it('refuses parameters it does not know', () => {
    expect(check({ sort: 'name' }).messages).toEqual(['property sort should not exist']);
  });
});
