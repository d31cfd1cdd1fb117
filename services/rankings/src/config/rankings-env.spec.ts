import { EnvValidationError, loadEnv } from '@henesys/server';
import { RankingsEnv } from './rankings-env';

describe('RankingsEnv', () => {
  it('defaults to a refresh every minute and maplestory.io avatars first', () => {
    const env = loadEnv(RankingsEnv, {});
    expect(env.RANKINGS_REFRESH_SECONDS).toBe(60);
    expect(env.SKILL_DATA_PATH).toBe('');
    expect(env.avatarTemplates).toEqual([
      'https://maplestory.io/api/GMS/83/Character/{body}/{look}/stand1/0',
      'https://maplestory.io/api/character/{all}/stand1/0',
    ]);
  });

  it('takes up to three avatar services in order; an empty one is off', () => {
    const env = loadEnv(RankingsEnv, {
      AVATAR_URL_TEMPLATE_1: '',
      AVATAR_URL_TEMPLATE_2: '/avatars/{name}.png',
      AVATAR_URL_TEMPLATE_3: 'https://img.example/{all}',
    });
    expect(env.avatarTemplates).toEqual(['/avatars/{name}.png', 'https://img.example/{all}']);
  });

  it('refuses plain http (the site only loads https images), unknown placeholders and bad numbers', () => {
    const problems = (source: Record<string, string>) => {
      try {
        loadEnv(RankingsEnv, source);
        return [];
      } catch (error) {
        return (error as EnvValidationError).problems.map((problem) => problem.split(':')[0]);
      }
    };
    expect(problems({ AVATAR_URL_TEMPLATE_1: 'http://img.example/{all}' })).toEqual(['AVATAR_URL_TEMPLATE_1']);
    expect(problems({ AVATAR_URL_TEMPLATE_2: 'https://img.example/{skinColor}' })).toEqual(['AVATAR_URL_TEMPLATE_2']);
    expect(problems({ RANKINGS_REFRESH_SECONDS: '0' })).toEqual(['RANKINGS_REFRESH_SECONDS']);
  });
});
