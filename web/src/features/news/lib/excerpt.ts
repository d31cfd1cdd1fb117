const BLOCK_TAGS =
  /<\/?(p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;
const DROPPED_ELEMENTS = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const HEADINGS = /<(h[1-6])\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Marks where a list item ends, so the items read 'a · b' instead of running together. */
const ITEM_END = '\uE000';
const ITEM_ENDS = new RegExp(`\\s*(?:${ITEM_END}\\s*)+`, 'g');
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** The text of an HTML fragment: tags dropped (block ends become spaces), entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(DROPPED_ELEMENTS, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(BLOCK_TAGS, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * A short plain-text excerpt of an article's HTML for the home cards, headings left out: at most
 * `max` characters, cut at a word boundary with an ellipsis. The result is text (React escapes it), never markup.
 */
export function excerptOf(html: string, max = 140): string {
  // Headings read badly run into the text ('Mu Lung Dojo All 40 floors...'): the excerpt leaves them out.
  const text = listsToText(html.replace(HEADINGS, ' ')) || listsToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s.,;:!?–—·-]+$/, '')}…`;
}

/** The text of the HTML with list items kept apart: '<ul><li>a</li><li>b</li></ul>' → 'a · b'. */
function listsToText(html: string): string {
  const text = htmlToText(html.replace(/<\/li\s*>/gi, `${ITEM_END}</li>`));
  return text.replace(ITEM_ENDS, ' · ').replace(/^ · | · $/g, '');
}
