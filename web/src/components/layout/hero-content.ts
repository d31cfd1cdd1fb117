import { VOTE_REWARD_NX } from '@henesys/contracts';
import { formatNumber } from '../../lib/format';

/** Title (the page's one h1) and subtitle of the hero banner. */
export interface HeroContent {
  title: string;
  subtitle: string;
}

/**
 * The hero banner of every page of SPEC §2, in one table. Patterns use ':name' for one path
 * segment (':name?' when it may be left out); matching ignores case and trailing slashes, like the router.
 */
export const HERO_TABLE: ReadonlyArray<readonly [pattern: string, hero: HeroContent]> = [
  ['/', { title: 'Welcome to Henesys', subtitle: 'Nostalgia, QoL & more!' }],
  ['/events/:slug', { title: 'Events', subtitle: 'Limited-time fun in and around Henesys' }],
  ['/updates/:slug', { title: 'Updates', subtitle: 'Patch notes, fixes and changes to the server' }],
  ['/news/:slug', { title: 'News', subtitle: 'The latest word from the Henesys team' }],
  ['/download', { title: 'Download', subtitle: 'Get the client and start your adventure' }],
  ['/rankings', { title: 'Rankings', subtitle: 'The strongest and most famous adventurers of Henesys' }],
  ['/characters/:name', { title: 'Character', subtitle: 'An adventurer of Henesys, their ranks and gear' }],
  ['/vote', { title: 'Vote', subtitle: `Vote once a day and earn ${formatNumber(VOTE_REWARD_NX)} NX Cash` }],
  ['/donate', { title: 'Donate', subtitle: 'Keep the server running and get Founder Packs or NX' }],
  ['/community', { title: 'Community', subtitle: 'Meet fellow adventurers, find a party, get help' }],
  ['/terms-of-service', { title: 'Terms of Service', subtitle: 'The rules of playing on Henesys' }],
  ['/privacy-policy', { title: 'Privacy Policy', subtitle: 'What we collect and how we look after it' }],
  ['/login', { title: 'Login', subtitle: 'Welcome back, adventurer!' }],
  ['/signup', { title: 'Create Account', subtitle: 'Your adventure begins with a single step' }],
  ['/skills/:id?', { title: 'Skills', subtitle: 'Search every skill of every job' }],
  ['/library', { title: 'Library', subtitle: 'Every item, monster, map and NPC of the server' }],
  ['/library/items/:id', { title: 'Library', subtitle: 'An item: what it does, who drops it, who sells it' }],
  ['/library/monsters/:id', { title: 'Library', subtitle: 'A monster: its stats, where it lives, what it drops' }],
  ['/library/maps/:id', { title: 'Library', subtitle: 'A map and the monsters living there' }],
  ['/library/npcs/:id', { title: 'Library', subtitle: 'An NPC and what its shop sells' }],
  ['/features', { title: 'Features', subtitle: 'Classic gameplay with the comforts you deserve' }],
  ['/forgot-password', { title: 'Account Recovery', subtitle: "We'll help you get back into your account" }],
  ['/reset-password/:token?', { title: 'Reset Password', subtitle: 'Choose a new password for your account' }],
  ['/undo-email-change', { title: 'Undo Email Change', subtitle: 'Put your previous email address back' }],
  ['/ip-lock/allow', { title: 'Allow an Address', subtitle: 'Log in from a network your IP Restriction did not know' }],
  [
    '/help/two-factor-authentication',
    { title: 'Two-Factor Authentication', subtitle: 'Keep your account safe with a second step' },
  ],
  ['/dashboard', { title: 'Dashboard', subtitle: 'Your account at a glance' }],
  ['/dashboard/account', { title: 'Account Settings', subtitle: 'Manage your profile, password and security' }],
  [
    '/dashboard/admin/donations',
    { title: 'Donations Manager', subtitle: 'Review donation requests and deliver rewards' },
  ],
  ['/dashboard/admin/content', { title: 'Content Manager', subtitle: 'Write news, updates, events and notices' }],
  ['/dashboard/admin/queues', { title: 'Queues', subtitle: 'Jobs, states and failures of every queue' }],
  ['/dashboard/players', { title: 'Players', subtitle: 'Find a player by account, character, e-mail or address' }],
  [
    '/dashboard/players/:accountId',
    { title: 'Player', subtitle: 'One account, its characters, history and moderation' },
  ],
  ['/dashboard/bans', { title: 'Bans', subtitle: 'Who is banned, why and until when' }],
  ['/dashboard/reports', { title: 'Reports', subtitle: 'What players reported from the game' }],
  ['/dashboard/audit', { title: 'Audit Log', subtitle: 'Every staff action, who took it and when' }],
  ['/api/discord/callback', { title: 'Discord Connection', subtitle: 'Linking your community account' }],
];

const UNKNOWN_SUBTITLE = 'Adventure awaits in Henesys';
const FALLBACK_TITLE = 'Henesys';

function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').filter(Boolean);
}

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const required = parts.filter((part) => !part.endsWith('?')).length;
  return (
    segments.length >= required &&
    segments.length <= parts.length &&
    segments.every((segment, i) => parts[i].startsWith(':') || parts[i].toLowerCase() === segment.toLowerCase())
  );
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** '/foo/bar-baz' → 'Bar Baz': the last path segment, split on '-', '_' and spaces, words capitalised. */
export function titleFromPath(pathname: string): string {
  const last = segmentsOf(pathname).at(-1);
  if (last === undefined) return FALLBACK_TITLE;
  const words = decode(last)
    .split(/[-_\s]+/)
    .filter(Boolean);
  if (words.length === 0) return FALLBACK_TITLE;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

export function getHeroContent(pathname: string): HeroContent {
  const segments = segmentsOf(pathname);
  const found = HERO_TABLE.find(([pattern]) => matches(pattern, segments));
  return found ? found[1] : { title: titleFromPath(pathname), subtitle: UNKNOWN_SUBTITLE };
}
