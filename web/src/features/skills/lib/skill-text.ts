export interface TextSegment {
  text: string;
  highlight: boolean;
}

/** '#' plus one of these starts coloured text in the game's strings (#c orange, #b blue, #r red, #e bold...). */
const COLOUR_CODES = new Set(['b', 'c', 'd', 'e', 'g', 'r']);
/** '#' plus one of these goes back to plain text (#k black, #n normal), as a lone '#' does after coloured text. */
const RESET_CODES = new Set(['k', 'n']);

/** The game's line breaks: the two characters `\r\n`, `\n` or `\r` (the files escape them), or real ones. */
const LINE_BREAK = /\\r\\n|\\n|\\r|\r\n|\n|\r/;

/**
 * The game's skill text as lines of plain and highlighted runs, with none of its markup left: line
 * breaks split lines, `#c...#` (and the other colour codes) is highlighted until a lone '#', `#k` or
 * `#n`; `\#` is a '#', and any other '#' marker is dropped ('#Available until ...#' reads as plain
 * text). A highlight may run over a line break. Every colour is one highlight: the site's palette, not the game's.
 */
export function skillTextLines(raw: string): TextSegment[][] {
  let highlight = false;
  return raw
    .replace(/\\#/g, '#')
    .split(LINE_BREAK)
    .map((line) => {
      const segments: TextSegment[] = [];
      let current = '';
      const flush = () => {
        if (current) segments.push({ text: current, highlight });
        current = '';
      };
      for (let index = 0; index < line.length; index += 1) {
        const character = line[index];
        if (character !== '#') {
          current += character;
          continue;
        }
        flush();
        // As the game reads it: '#' and a code letter is a code wherever it stands; any other '#' ends colour.
        const code = line[index + 1] ?? '';
        if (COLOUR_CODES.has(code) || RESET_CODES.has(code)) index += 1;
        highlight = COLOUR_CODES.has(code);
      }
      flush();
      return segments;
    });
}

/** The text a reader sees, markup gone and line breaks as spaces (for one-line summaries). */
export function skillPlainText(raw: string): string {
  return skillTextLines(raw)
    .map((line) => line.map((segment) => segment.text).join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Most descriptions open with '[Master Level : N]' and a line break. The header becomes a number the
 * page shows on its own; the file's variants ('[Master Lever : 1]', '[Master Level:1]', a missing '[')
 * and its lost backslash ('[Master Level : 1]nJump downward.') are read too.
 */
const MASTER_LEVEL = /^\s*\[?\s*Master Leve[lr]\s*:\s*(\d+)\s*\]\s*(?:\\r\\n|\\n|\\r|n(?=[A-Z]))?\s*/;

export interface SkillDescription {
  masterLevel: number | null;
  /** The rest, in the game's markup (render it with skillTextLines). */
  text: string;
}

export function skillDescription(desc: string): SkillDescription {
  const header = MASTER_LEVEL.exec(desc);
  return header
    ? { masterLevel: Number(header[1]), text: desc.slice(header[0].length) }
    : { masterLevel: null, text: desc };
}
