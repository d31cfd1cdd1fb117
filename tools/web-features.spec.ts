import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const FEATURES = join(__dirname, '..', 'web', 'src', 'features');

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** STYLE.md (bulletproof-react): features do not import each other; the app layer composes them. */
describe('web features', () => {
  it('import nothing from another feature', () => {
    const crossings: string[] = [];
    for (const file of filesUnder(FEATURES)) {
      const own = relative(FEATURES, file).split(sep)[0];
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = relative(FEATURES, resolve(dirname(file), specifier));
        const feature = target.startsWith('..') ? null : target.split(sep)[0];
        if (feature && feature !== own) crossings.push(`${relative(FEATURES, file)} → ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
