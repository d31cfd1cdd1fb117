import { EnvValidationError, loadEnv } from '@henesys/server';
import { GatewayEnv } from '../config/gateway-env';
import { clientDownloadOf, parseMirrors } from './client-download';

const SECRETS = { JWT_SECRET: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8', METRICS_TOKEN: 'f0e1d2c3b4a59687f0e1' };
const SHA256 = 'D2C1B0A9F8E7D6C5B4A3928170F6E5D4C3B2A1908F7E6D5C4B3A291807F6E5D4';
const CONFIGURED = {
  CLIENT_DOWNLOAD_URL: 'https://cdn.example/client/Henesys%20Setup.exe',
  CLIENT_DOWNLOAD_SIZE_BYTES: '1048576000',
  CLIENT_DOWNLOAD_VERSION: 'v83.2',
  CLIENT_DOWNLOAD_SHA256: SHA256,
  CLIENT_DOWNLOAD_MIRRORS: 'MEGA=https://mega.example/file/abc?x=1, Our server=/files/HenesysSetup.exe',
};

const gatewayEnv = (settings: Record<string, string>) => loadEnv(GatewayEnv, { ...SECRETS, ...settings });

/** The settings a refused environment names. */
function refused(settings: Record<string, string>): string[] {
  try {
    gatewayEnv(settings);
    return [];
  } catch (error) {
    return (error as EnvValidationError).problems.map((problem) => problem.split(':')[0]);
  }
}

describe('the client download settings', () => {
  it('offer no download by default', () => {
    expect(clientDownloadOf(gatewayEnv({}))).toBeNull();
  });

  it("answer the file, its size, version, SHA-256 (lower case) and mirrors; the name defaults to the URL's last segment", () => {
    expect(clientDownloadOf(gatewayEnv(CONFIGURED))).toEqual({
      fileName: 'Henesys Setup.exe',
      sizeBytes: 1_048_576_000,
      version: 'v83.2',
      sha256: SHA256.toLowerCase(),
      url: 'https://cdn.example/client/Henesys%20Setup.exe',
      mirrors: [
        { name: 'MEGA', url: 'https://mega.example/file/abc?x=1' },
        { name: 'Our server', url: '/files/HenesysSetup.exe' },
      ],
    });
    expect(clientDownloadOf(gatewayEnv({ ...CONFIGURED, CLIENT_DOWNLOAD_FILE_NAME: 'Henesys.exe' }))?.fileName).toBe(
      'Henesys.exe',
    );
  });

  it('need the size, version and SHA-256 once a download URL is set', () => {
    expect(refused({ CLIENT_DOWNLOAD_URL: 'https://cdn.example/Henesys.exe' }).sort()).toEqual([
      'CLIENT_DOWNLOAD_SHA256',
      'CLIENT_DOWNLOAD_SIZE_BYTES',
      'CLIENT_DOWNLOAD_VERSION',
    ]);
    expect(
      refused({ ...CONFIGURED, CLIENT_DOWNLOAD_SHA256: 'abc123', CLIENT_DOWNLOAD_SIZE_BYTES: '0' }).sort(),
    ).toEqual(['CLIENT_DOWNLOAD_SHA256', 'CLIENT_DOWNLOAD_SIZE_BYTES']);
  });

  it('refuse plain http and malformed mirrors', () => {
    expect(refused({ ...CONFIGURED, CLIENT_DOWNLOAD_URL: 'http://cdn.example/Henesys.exe' })).toEqual([
      'CLIENT_DOWNLOAD_URL',
    ]);
    expect(refused({ ...CONFIGURED, CLIENT_DOWNLOAD_MIRRORS: 'https://mirror.example/Henesys.exe' })).toEqual([
      'CLIENT_DOWNLOAD_MIRRORS',
    ]);
    expect(refused({ ...CONFIGURED, CLIENT_DOWNLOAD_MIRRORS: 'Old=ftp://mirror.example/Henesys.exe' })).toEqual([
      'CLIENT_DOWNLOAD_MIRRORS',
    ]);
  });

  it('read mirrors as Name=URL pairs, an empty list as none', () => {
    expect(parseMirrors('')).toEqual([]);
    expect(parseMirrors('A=https://a.example/x=1,')).toEqual([{ name: 'A', url: 'https://a.example/x=1' }]);
    expect(parseMirrors('=https://a.example/')).toBeUndefined();
  });
});
