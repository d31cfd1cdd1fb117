import type { ClientDownload, ClientDownloadMirror } from '@henesys/contracts';
import { registerDecorator } from 'class-validator';

/** The CLIENT_DOWNLOAD_* settings (GatewayEnv). */
export interface ClientDownloadSettings {
  CLIENT_DOWNLOAD_URL: string;
  CLIENT_DOWNLOAD_FILE_NAME: string;
  CLIENT_DOWNLOAD_SIZE_BYTES: number;
  CLIENT_DOWNLOAD_VERSION: string;
  CLIENT_DOWNLOAD_SHA256: string;
  CLIENT_DOWNLOAD_MIRRORS: string;
}

/** An https:// URL or a same-site path: what a page served over https may link a download to. */
const isDownloadUrl = (value: string): boolean => /^(https:\/\/[^\s/]+|\/)\S*$/.test(value);

/** `Name=URL` pairs separated by commas, as CLIENT_DOWNLOAD_MIRRORS writes them; undefined when one is malformed. */
export function parseMirrors(text: string): ClientDownloadMirror[] | undefined {
  const mirrors: ClientDownloadMirror[] = [];
  for (const pair of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const equals = pair.indexOf('=');
    const name = pair.slice(0, Math.max(0, equals)).trim();
    const url = pair.slice(equals + 1).trim();
    if (!name || !isDownloadUrl(url)) return undefined;
    mirrors.push({ name, url });
  }
  return mirrors;
}

function lastSegmentOf(url: string): string {
  const segment = new URL(url, 'https://site.invalid').pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What GET /api/downloads answers: null until a download URL is set. */
export function clientDownloadOf(settings: ClientDownloadSettings): ClientDownload | null {
  const url = settings.CLIENT_DOWNLOAD_URL;
  if (!url) return null;
  return {
    fileName: settings.CLIENT_DOWNLOAD_FILE_NAME || lastSegmentOf(url),
    sizeBytes: settings.CLIENT_DOWNLOAD_SIZE_BYTES,
    version: settings.CLIENT_DOWNLOAD_VERSION,
    sha256: settings.CLIENT_DOWNLOAD_SHA256.toLowerCase(),
    url,
    mirrors: parseMirrors(settings.CLIENT_DOWNLOAD_MIRRORS) ?? [],
  };
}

function stringRule(name: string, message: string, accepts: (value: string) => boolean) {
  return () =>
    (target: object, propertyName: string): void =>
      registerDecorator({
        name,
        target: target.constructor,
        propertyName,
        validator: {
          validate: (value: unknown) => typeof value === 'string' && accepts(value),
          defaultMessage: () => message,
        },
      });
}

/** CLIENT_DOWNLOAD_URL: empty (no download yet), an https:// URL or a path on this site. */
export const IsClientDownloadUrl = stringRule(
  'isClientDownloadUrl',
  'must be empty, an https:// URL or a path starting with /',
  (value) => value === '' || isDownloadUrl(value),
);

/** CLIENT_DOWNLOAD_MIRRORS: empty or `Name=URL` pairs, each URL https:// or a path on this site. */
export const IsMirrorList = stringRule(
  'isMirrorList',
  'must be empty or Name=URL pairs separated by commas, each URL https:// or a path starting with /',
  (value) => parseMirrors(value) !== undefined,
);
