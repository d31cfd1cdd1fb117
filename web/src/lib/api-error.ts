/**
 * Every failed API call rejects with this (see ./api-client.ts). `status` and `data` are the server's
 * answer (a non-2xx status and its body: parsed JSON, or the raw text when it is not JSON); both are
 * absent when no answer came at all (network failure, timeout).
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly data: unknown;

  constructor(message: string, answer?: { status: number; data: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.status = answer?.status ?? null;
    this.data = answer?.data;
  }

  /** The server's error code (the `code` of its answer: an ErrorCode of libs/contracts); null when it sent none. */
  get code(): string | null {
    const answer = typeof this.data === 'object' && this.data !== null ? (this.data as { code?: unknown }) : {};
    return typeof answer.code === 'string' ? answer.code : null;
  }

  /** The server answered with a status outside 2xx. */
  static fromAnswer(status: number, data: unknown): ApiError {
    return new ApiError(`Request failed with status code ${status}`, { status, data });
  }

  /** The request never got an answer (offline, connection refused, blocked). */
  static network(): ApiError {
    return new ApiError('Network Error');
  }

  /** No complete answer within the client's time limit. */
  static timeout(ms: number): ApiError {
    return new ApiError(`timeout of ${ms}ms exceeded`);
  }
}
