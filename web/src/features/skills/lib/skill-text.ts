export interface TextSegment {
  text: string;
  highlight: boolean;
}

/** '#' plus one of these starts coloured text in the game's strings (#c orange, #b blue, ...); '#' ends it. */
const COLOUR_CODES = new Set(['b', 'c', 'd', 'g', 'r']);

/**
 * The game's skill text as lines of plain and highlighted runs: the two characters `\n` (and `\r\n`)
 * are line breaks, `#c...#` is highlighted, `\#` is a '#', and any other '#' marker is dropped
 * ('#Available until ...#' reads as plain text). A highlight may run over a line break.
 */
export function skillTextLines(raw: string): TextSegment[][] {
  let highlight = false;
  return raw
    .replace(/\\#/g, '#')
    .split(/\\r\\n|\\n|\r?\n/)
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
        const code = line[index + 1];
        if (!highlight && code !== undefined && COLOUR_CODES.has(code)) {
          highlight = true;
          index += 1;
        } else {
          highlight = false;
        }
      }
      flush();
      return segments;
    });
}
