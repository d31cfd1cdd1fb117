/** Another place the same file can be downloaded from. */
export interface ClientDownloadMirror {
  name: string;
  url: string;
}

/** The full client (SPEC §2 /download), from the gateway's CLIENT_DOWNLOAD_* settings. */
export interface ClientDownload {
  fileName: string;
  sizeBytes: number;
  version: string;
  /** Lower-case hex, for players to check what they downloaded. */
  sha256: string;
  url: string;
  mirrors: ClientDownloadMirror[];
}

/** GET /api/downloads: client is null while no download is configured. */
export interface DownloadsResponse {
  client: ClientDownload | null;
}
