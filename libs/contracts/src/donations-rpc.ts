// The donations service's patterns arrive with its feature issue.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type DonationsRpc = {};

export const DONATIONS_PATTERNS = {} as const satisfies Record<string, keyof DonationsRpc>;
