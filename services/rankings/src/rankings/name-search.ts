/** Searches shorter than this match the start of names; longer ones match anywhere in a name. */
export const SUBSTRING_SEARCH_MIN = 3;

/** The text as a LIKE literal: backslash, % and _ lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The LIKE pattern for a name search, compared with lower(name). Three or more characters match
 * anywhere in the name (trigram index); one or two match the start of the name (covering prefix
 * index): trigrams cannot narrow a shorter text, and "names containing 'a'" is most of a million rows.
 */
export function namePattern(search: string): string {
  const text = escapeLike(search.trim().toLowerCase());
  return search.trim().length >= SUBSTRING_SEARCH_MIN ? `%${text}%` : `${text}%`;
}
