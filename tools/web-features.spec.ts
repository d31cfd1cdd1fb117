import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const ESLINT = join(ROOT, 'node_modules/.bin/eslint');

/** The import/no-restricted-paths errors ESLint gives a would-be web file at `path` (eslint.config.mjs). */
function layerErrors(path: string, source: string): string[] {
  const result = spawnSync(ESLINT, ['--format', 'json', '--stdin', '--stdin-filename', join(ROOT, path)], {
    cwd: ROOT,
    input: source,
    encoding: 'utf8',
  });
  if (!result.stdout) throw new Error(`eslint failed: ${result.stderr}`);
  const [file] = JSON.parse(result.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return file.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

/** STYLE.md (bulletproof-react): features do not import each other; the app layer composes them. Enforced by lint. */
describe('web layers (import/no-restricted-paths)', () => {
  jest.setTimeout(60_000);

  it('blocks a feature from importing another feature or the app layer', () => {
    expect(
      layerErrors(
        'web/src/features/vote/probe.ts',
        "import { formatNumber } from '../donate/lib/founder-rewards';\nexport const probe = formatNumber;\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports no other feature')]);
    expect(
      layerErrors(
        'web/src/features/vote/probe.ts',
        "import { router } from '../../app/router';\nexport const probe = router;\n",
      ),
    ).toEqual([expect.stringContaining('Features never import the app layer')]);
  });

  it('blocks shared code from importing a feature', () => {
    expect(
      layerErrors(
        'web/src/lib/probe.ts',
        "import { useVote } from '../features/vote/hooks/use-vote';\nexport const probe = useVote;\n",
      ),
    ).toEqual([expect.stringContaining('Shared code imports no feature')]);
  });

  it('lets a feature use its own files and the shared code, and the app compose features', () => {
    expect(
      layerErrors(
        'web/src/features/vote/probe.ts',
        "import { useVote } from './hooks/use-vote';\nimport { formatNumber } from '../../lib/format';\nexport const probe = [useVote, formatNumber];\n",
      ),
    ).toEqual([]);
    expect(
      layerErrors(
        'web/src/app/probe.ts',
        "import { useVote } from '../features/vote/hooks/use-vote';\nexport const probe = useVote;\n",
      ),
    ).toEqual([]);
  });
});
