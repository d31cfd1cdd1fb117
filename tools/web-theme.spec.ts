/**
 * The web's colours come from the theme: every CSS file under web/src other than
 * web/src/styles/theme.css uses custom properties (var(--color-…)), never a literal colour.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..');
const WEB_SRC = join(ROOT, 'web/src');
const THEME = join(WEB_SRC, 'styles/theme.css');

/** A hex colour (#fff, #ffffff, #ffffff80) or an rgb(), rgba(), hsl(), hsla() function. */
const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** `line: text` for each line holding a literal colour; comments are blanked first, keeping line numbers. */
export function literalColours(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return code
    .split('\n')
    .flatMap((line, index) => (line.match(LITERAL_COLOUR) ? [`${index + 1}: ${line.trim()}`] : []));
}

describe('web theme tokens', () => {
  it('finds hex, rgb(), rgba() and hsl() colours outside comments', () => {
    const css =
      '/* #123456 in a comment */\na { color: #fff; }\nb { background: rgba(0, 0, 0, 0.5); }\ni { color: hsl(10 20% 30%); }\nu { color: var(--color-text); }';
    expect(literalColours(css)).toEqual([
      '2: a { color: #fff; }',
      '3: b { background: rgba(0, 0, 0, 0.5); }',
      '4: i { color: hsl(10 20% 30%); }',
    ]);
  });

  it('has no literal colour in any CSS file but web/src/styles/theme.css', () => {
    const files = cssFiles(WEB_SRC).filter((file) => file !== THEME);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      literalColours(readFileSync(file, 'utf8')).map((hit) => `${relative(ROOT, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
