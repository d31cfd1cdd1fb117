/**
 * Keeps secrets out of log lines: session tokens, two-factor session tokens, reset tokens, Discord
 * states, codes and tickets travel in URLs (legacy links, OAuth callbacks) and could reach an error
 * message. Log files are read by more people, and kept longer, than any of these secrets may live.
 */
export const REDACTED = '[redacted]';

/** Path segments after these carry a token whatever it looks like (SPEC §7's reset routes, the reset page). */
const TOKEN_ROUTES = new Set(['reset-password', 'verify-reset-token']);

const JWT_SOURCE = 'eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}';
const JWT_ANYWHERE = new RegExp(JWT_SOURCE, 'g');
const JWT_SEGMENT = new RegExp(`^${JWT_SOURCE}$`);
const HEX_TOKEN = /^[0-9a-f]{32,}$/i;
const OPAQUE = /^[A-Za-z0-9_-]{24,}$/;

/**
 * A segment that looks like a random token: a JWT, 32+ hex digits, or 24+ URL-safe characters mixing
 * upper case, lower case and digits (base64url). Article slugs (lower case), ids and built asset
 * names (they hold a dot) stay readable.
 */
export function looksLikeToken(segment: string): boolean {
  if (JWT_SEGMENT.test(segment) || HEX_TOKEN.test(segment)) return true;
  return OPAQUE.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment) && /\d/.test(segment);
}

/**
 * A request URL fit for a log: every query value and the fragment replaced (names kept, so a line
 * still says what was asked), and token path segments replaced.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutFragment = hash < 0 ? url : url.slice(0, hash);
  const question = withoutFragment.indexOf('?');
  const path = question < 0 ? withoutFragment : withoutFragment.slice(0, question);
  const segments = path.split('/');
  const isToken = (segment: string, index: number) =>
    (segment !== '' && TOKEN_ROUTES.has(segments[index - 1] ?? '')) || looksLikeToken(segment);
  const safePath = segments.map((segment, index) => (isToken(segment, index) ? REDACTED : segment)).join('/');
  const query = question < 0 ? '' : `?${redactQuery(withoutFragment.slice(question + 1))}`;
  return `${safePath}${query}${hash < 0 ? '' : `#${REDACTED}`}`;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? (pair ? REDACTED : pair) : `${pair.slice(0, at)}=${REDACTED}`;
    })
    .join('&');
}

/** What ends a URL inside a line: a space, a quote, an angle bracket, or a backslash (a JSON escape, which must stay intact). */
const URL_CHAR = `[^\\s"'<>\\\\]`;
const PATH_CHAR = `[^\\s"'<>\\\\?#/]`;

/** URLs and paths inside free text (error messages, stacks): any http(s) URL, a path with a query or fragment, a reset path. */
const URL_IN_TEXT = new RegExp(
  [
    `https?://${URL_CHAR}+`,
    `/${PATH_CHAR}*(?:/${PATH_CHAR}*)*[?#]${URL_CHAR}*`,
    `(?:/${PATH_CHAR}*)*/(?:${[...TOKEN_ROUTES].join('|')})/${URL_CHAR}+`,
  ].join('|'),
  'g',
);
const MAY_HOLD_URL_SECRET = new RegExp(`[?#]|https?:|${[...TOKEN_ROUTES].join('|')}`);

/**
 * The last line of defence, over every line a process writes: JWTs anywhere, and the query strings
 * and token segments of any URL or path inside a message or a stack.
 */
export function redactSecrets(line: string): string {
  const withoutJwts = line.includes('eyJ') ? line.replace(JWT_ANYWHERE, REDACTED) : line;
  return MAY_HOLD_URL_SECRET.test(withoutJwts)
    ? withoutJwts.replace(URL_IN_TEXT, (url) => redactUrl(url))
    : withoutJwts;
}
