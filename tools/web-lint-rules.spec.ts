import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const ESLINT = join(ROOT, 'node_modules/.bin/eslint');

/** The rule ids ESLint reports for a would-be web file at `path` (eslint.config.mjs). */
function ruleIds(path: string, source: string): Array<string | null> {
  const result = spawnSync(ESLINT, ['--format', 'json', '--stdin', '--stdin-filename', join(ROOT, path)], {
    cwd: ROOT,
    input: source,
    encoding: 'utf8',
  });
  if (!result.stdout) throw new Error(`eslint failed: ${result.stderr}`);
  const [file] = JSON.parse(result.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>;
  return file.messages.map((message) => message.ruleId);
}

/**
 * The web is linted for the rules of hooks, stale effect dependencies, accessibility (jsx-a11y) and
 * features built from the ui components (no raw <button> or <select>).
 */
describe('web lint rules (react-hooks, jsx-a11y, ui components)', () => {
  jest.setTimeout(60_000);

  it('reports a conditional hook and a missing effect dependency', () => {
    expect(
      ruleIds(
        'web/src/components/probe.tsx',
        "import { useEffect, useState } from 'react';\n" +
          'export function Probe({ on, value }: { on: boolean; value: string }) {\n' +
          '  if (on) useState(0);\n' +
          '  useEffect(() => console.log(value), []);\n' +
          '  return null;\n' +
          '}\n',
      ),
    ).toEqual(['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps']);
  });

  it('reports inaccessible markup, in the app and in its tests', () => {
    const source = 'export const Probe = () => <div onClick={() => undefined}><img src="a.png" /></div>;\n';
    for (const path of ['web/src/components/probe.tsx', 'web/test/components/probe.route-spec.tsx']) {
      expect(ruleIds(path, source)).toEqual(
        expect.arrayContaining([
          'jsx-a11y/click-events-have-key-events',
          'jsx-a11y/no-static-element-interactions',
          'jsx-a11y/alt-text',
        ]),
      );
    }
  });

  it('reports a raw <button> or <select> in a feature, not in components/ui nor with the ui components', () => {
    const raw =
      'export const Probe = () => (\n' +
      '  <form>\n' +
      '    <button type="button">Go</button>\n' +
      '    <select aria-label="Job"><option>All</option></select>\n' +
      '  </form>\n' +
      ');\n';
    expect(ruleIds('web/src/features/rankings/components/probe.tsx', raw)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
    expect(ruleIds('web/src/components/ui/probe.tsx', raw)).toEqual([]);
    const composed =
      "import { Button } from '../../../components/ui/button';\n" +
      "import { Select } from '../../../components/ui/select';\n" +
      'export const Probe = () => (\n' +
      '  <form>\n' +
      '    <Button>Go</Button>\n' +
      "    <Select aria-label=\"Job\" options={[['all', 'All']]} />\n" +
      '  </form>\n' +
      ');\n';
    expect(ruleIds('web/src/features/rankings/components/probe.tsx', composed)).toEqual([]);
  });
});
