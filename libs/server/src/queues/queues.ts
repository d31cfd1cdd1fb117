import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import { redisConnection } from '../transport/redis-options';

/** BullMQ's connection options for REDIS_URL (its blocking commands need maxRetriesPerRequest null). */
export function bullConnection(redisUrl: string) {
  return { ...redisConnection(redisUrl), maxRetriesPerRequest: null };
}

type ModuleImport = NonNullable<DynamicModule['imports']>[number];

const DECLARED_QUEUES = new WeakMap<DynamicModule, readonly string[]>();

/**
 * Declares the queues a feature module adds jobs to or consumes (`@InjectQueue`, `@Processor`). The module
 * does not register them: serviceModule registers every declared queue once, on the service's connection.
 */
export function declareQueues(module: DynamicModule, queues: readonly string[]): DynamicModule {
  DECLARED_QUEUES.set(module, queues);
  return module;
}

const isDynamicModule = (entry: ModuleImport): entry is DynamicModule =>
  typeof entry === 'object' && entry !== null && 'module' in entry;

/** Every DynamicModule in the import tree of `imports` (depth first, each once). */
export function importedModules(imports: readonly ModuleImport[] = []): DynamicModule[] {
  const found: DynamicModule[] = [];
  const visit = (entries: readonly ModuleImport[]) => {
    for (const entry of entries) {
      if (!isDynamicModule(entry) || found.includes(entry)) continue;
      found.push(entry);
      visit(entry.imports ?? []);
    }
  };
  visit(imports);
  return found;
}

/** The queues declared by the feature modules in the import tree of `imports`. */
export function declaredQueues(imports: readonly ModuleImport[] = []): string[] {
  return importedModules(imports).flatMap((module) => [...(DECLARED_QUEUES.get(module) ?? [])]);
}

/**
 * The one BullMQ wiring of a service: the shared connection, and each queue it adds jobs to or consumes
 * registered once, however many of its modules declare it, and global, so that any of its modules injects
 * it with `@InjectQueue(name)`.
 */
export function queuesModules(redisUrl: string, queues: readonly string[] = []): DynamicModule[] {
  const names = [...new Set(queues)];
  const registered =
    names.length > 0 ? [{ ...BullModule.registerQueue(...names.map((name) => ({ name }))), global: true }] : [];
  return [BullModule.forRoot({ connection: bullConnection(redisUrl) }), ...registered];
}
