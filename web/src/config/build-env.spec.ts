import { buildEnv, DEFAULT_WEB_ENV } from './build-env';

describe('buildEnv', () => {
  it('uses the defaults when nothing is set', () => {
    expect(buildEnv({})).toEqual({
      apiBaseUrl: '/api',
      communityUrl: 'https://discord.gg/henesys',
    });
  });

  it('treats blank values as unset', () => {
    expect(buildEnv({ VITE_API_BASE_URL: '  ', VITE_COMMUNITY_URL: '' })).toEqual(DEFAULT_WEB_ENV);
  });

  it('takes configured values and drops trailing slashes from the API base', () => {
    expect(
      buildEnv({
        VITE_API_BASE_URL: 'https://henesys.example/api/',
        VITE_COMMUNITY_URL: 'https://discord.gg/abc',
      }),
    ).toEqual({
      apiBaseUrl: 'https://henesys.example/api',
      communityUrl: 'https://discord.gg/abc',
    });
  });
});
