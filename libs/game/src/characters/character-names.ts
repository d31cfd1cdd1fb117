/**
 * Cosmic's blocked words for character names (`Character.BLOCKED_NAMES`, Character.java:199 at
 * cf5ba092), as the game lists them (duplicates and case included): `canCreateChar` refuses a name
 * whose lower case contains any of them. Mixed-case entries ("FREDRICK", "GameMaster", "Scania",
 * "AsiaSoft") never match a lower-cased name there; the site lowers both, the stricter reading.
 */
export const BLOCKED_NAMES: readonly string[] = [
  'admin', 'owner', 'moderator', 'intern', 'donor', 'administrator', 'FREDRICK', 'help', 'helper', 'alert',
  'notice', 'maplestory', 'fuck', 'wizet', 'fucking', 'negro', 'fuk', 'fuc', 'penis', 'pussy', 'asshole', 'gay',
  'nigger', 'homo', 'suck', 'cum', 'shit', 'shitty', 'condom', 'security', 'official', 'rape', 'nigga', 'sex',
  'tit', 'boner', 'orgy', 'clit', 'asshole', 'fatass', 'bitch', 'support', 'gamemaster', 'cock', 'gaay', 'gm',
  'operate', 'master', 'sysop', 'party', 'GameMaster', 'community', 'message', 'event', 'test', 'meso', 'Scania',
  'yata', 'AsiaSoft', 'henesys',
]; // prettier-ignore

/** Whether the name contains one of the game's blocked words, compared case-insensitively. */
export function hasBlockedWord(name: string): boolean {
  const lower = name.toLowerCase();
  return BLOCKED_NAMES.some((word) => lower.includes(word.toLowerCase()));
}
