import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';

export class EnvValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => Object.values(error.constraints ?? {}).map((text) => `${error.property}: ${text}`));
}

/**
 * Reads and validates the environment once, at start. Every process calls this with its own env
 * class; nothing else reads process.env. Throws with the full list of what is wrong.
 */
export function loadEnv<T extends object>(envClass: new () => T, source: NodeJS.ProcessEnv = process.env): T {
  const env = plainToInstance(envClass, { ...source }, { enableImplicitConversion: true, exposeDefaultValues: true });
  const problems = describe(validateSync(env, { whitelist: false, skipMissingProperties: false }));
  const extra = (env as { productionProblems?: () => string[] }).productionProblems?.() ?? [];
  if (problems.length + extra.length > 0) throw new EnvValidationError([...problems, ...extra]);
  return env;
}
