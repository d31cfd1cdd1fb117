import { buildEnv, DEFAULT_WEB_ENV } from './build-env';

describe('buildEnv', () => {
  it('uses the defaults when nothing is set', () => {
    expect(buildEnv({})).toEqual({
      apiBaseUrl: '/api',
      clientDownloadUrl: '/downloads/HenesysSetup.exe',
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
        VITE_CLIENT_DOWNLOAD_URL: 'https://cdn.example/Henesys.zip',
        VITE_COMMUNITY_URL: 'https://discord.gg/abc',
      }),
    ).toEqual({
      apiBaseUrl: 'https://henesys.example/api',
      clientDownloadUrl: 'https://cdn.example/Henesys.zip',
      communityUrl: 'https://discord.gg/abc',
    });
  });
});
