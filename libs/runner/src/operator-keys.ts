import type { ResolvedSecrets, SecretName } from './secrets';

const OPERATOR_KEYS: { name: SecretName; label: string; use: string }[] = [
  {
    name: 'VOTE_PINGBACK_KEY',
    label: 'Vote pingback key',
    use: 'set it on the vote site: POST /api/vote/pingback refuses pingbacks without it',
  },
  {
    name: 'METRICS_TOKEN',
    label: 'Metrics token',
    use: 'a Prometheus scrape of /api/metrics sends it as Authorization: Bearer',
  },
];

/**
 * Printed by `npm start` with the demo logins: the keys an operator hands to others (the vote site,
 * Prometheus). Generated ones are shown; configured ones are only named.
 */
export function operatorKeysText({ secrets, fromFile }: ResolvedSecrets): string {
  const lines = OPERATOR_KEYS.map(({ name, label, use }) => {
    const value = fromFile.includes(name) ? secrets[name] : `(your ${name})`;
    return `    ${`${label}:`.padEnd(19)}${value}\n      ${use}`;
  });
  const kept =
    fromFile.length > 0
      ? [
          `  Generated secrets (${fromFile.join(', ')}) are kept in .data/secrets.json; set them in .env to choose your own.`,
        ]
      : [];
  return ['  Keys:', ...lines, ...kept].join('\n');
}
