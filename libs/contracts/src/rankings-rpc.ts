// The rankings service's patterns arrive with its feature issue.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type RankingsRpc = {};

export const RANKINGS_PATTERNS = {} as const satisfies Record<string, keyof RankingsRpc>;
