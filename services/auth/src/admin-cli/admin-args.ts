import { ADMIN_ROLE, MODERATOR_ROLE } from '@henesys/contracts';

export const USAGE = [
  'Usage: npm run admin -- <command>',
  '  grant NAME [--role admin|moderator]',
  '                make the account NAME an Admin (the default) or a Moderator of the site',
  '                (a game-only account gets its site user first); an Admin made a Moderator is signed out',
  '  revoke NAME   make NAME (an Admin or a Moderator) a member again; their sessions end',
  '  list          the Admins and Moderators (and, with ADMIN_GM_LEVEL set, the accounts that are Admins by GM level)',
  'The last Admin (by site role) can be neither revoked nor made a Moderator.',
].join('\n');

export type StaffSiteRole = typeof ADMIN_ROLE | typeof MODERATOR_ROLE;

export type AdminCommand =
  { command: 'list' } | { command: 'grant'; name: string; role: StaffSiteRole } | { command: 'revoke'; name: string };

const ROLE_OPTIONS = new Map<string, StaffSiteRole>([
  ['admin', ADMIN_ROLE],
  ['moderator', MODERATOR_ROLE],
]);

const isName = (word: string | undefined): word is string => Boolean(word) && !word?.startsWith('-');

/** `grant NAME [--role admin|moderator]`, the option before or after the name, also as `--role=...`. */
function parseGrant(words: string[]): AdminCommand | null {
  const rest = words.flatMap((word) =>
    word.startsWith('--role=') ? ['--role', word.slice('--role='.length)] : [word],
  );
  let role: StaffSiteRole = ADMIN_ROLE;
  const at = rest.indexOf('--role');
  if (at >= 0) {
    const chosen = ROLE_OPTIONS.get(rest[at + 1]?.toLowerCase() ?? '');
    if (!chosen) return null;
    role = chosen;
    rest.splice(at, 2);
  }
  return rest.length === 1 && isName(rest[0]) ? { command: 'grant', name: rest[0], role } : null;
}

/** The command the arguments name; null when they name none (the caller shows the usage). */
export function parseAdminArgs(args: string[]): AdminCommand | null {
  const [command, ...rest] = args;
  if (command === 'list') return rest.length === 0 ? { command } : null;
  if (command === 'revoke') return rest.length === 1 && isName(rest[0]) ? { command, name: rest[0] } : null;
  return command === 'grant' ? parseGrant(rest) : null;
}
