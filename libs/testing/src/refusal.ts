import { DomainException } from '@henesys/contracts';

/** The DomainException a promise rejects with, as a caller of the RPC sees it: status and message. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainException)) throw error;
  return { status: error.statusCode, message: error.message };
}
