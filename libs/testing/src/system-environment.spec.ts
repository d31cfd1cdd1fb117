import type { JestEnvironmentConfig, EnvironmentContext } from '@jest/environment';
import SystemTestEnvironment, { RUNNING_SYSTEMS } from './system-environment';

const config = {
  globalConfig: {},
  projectConfig: { testEnvironmentOptions: {}, fakeTimers: {}, globals: {} },
} as unknown as JestEnvironmentConfig;
const context = { console, docblockPragmas: {}, testPath: __filename } as unknown as EnvironmentContext;

describe('SystemTestEnvironment', () => {
  it('stops, at the end of a test file, every system the file left running', async () => {
    const environment = new SystemTestEnvironment(config, context);
    await environment.setup();
    const stopped: string[] = [];
    const system = (name: string) => ({ stop: async () => void stopped.push(name) });
    (environment.global as unknown as Record<string, unknown>)[RUNNING_SYSTEMS] = new Set([system('a'), system('b')]);
    await environment.teardown();
    expect(stopped).toEqual(['a', 'b']);
  });

  it('ends the file even when a leftover system fails to stop', async () => {
    const environment = new SystemTestEnvironment(config, context);
    await environment.setup();
    const failing = { stop: async () => Promise.reject(new Error('already gone')) };
    (environment.global as unknown as Record<string, unknown>)[RUNNING_SYSTEMS] = new Set([failing]);
    await expect(environment.teardown()).resolves.toBeUndefined();
  });
});
