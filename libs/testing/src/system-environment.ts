import { TestEnvironment } from 'jest-environment-node';

/** Where TestSystem keeps the systems of a test file that are still running (on the file's global object). */
export const RUNNING_SYSTEMS = '__henesysRunningSystems';

type Stoppable = { stop(): Promise<void> };

/**
 * Jest's Node environment, plus: at the end of each test file it stops every TestSystem the file left
 * running. A `beforeAll` that fails after its system started never hands it to `afterAll`, and its
 * processes would outlive the file (with parallel workers, the whole run).
 */
export default class SystemTestEnvironment extends TestEnvironment {
  override async teardown(): Promise<void> {
    const running = (this.global as unknown as Record<string, Set<Stoppable> | undefined>)[RUNNING_SYSTEMS];
    for (const system of running ?? []) await system.stop().catch(() => undefined);
    await super.teardown();
  }
}
