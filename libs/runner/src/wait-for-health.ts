/** Polls a URL until it answers 200, or throws with the last answer after `timeoutMs`. */
export async function waitForHealthy(
  url: string,
  timeoutMs: number,
  isAborted: () => boolean = () => false,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (isAborted()) throw new Error('Start-up aborted');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not healthy after ${timeoutMs} ms; last answer: ${last}`);
}
