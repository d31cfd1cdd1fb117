// The community service's patterns arrive with its feature issue.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type CommunityRpc = {};

export const COMMUNITY_PATTERNS = {} as const satisfies Record<string, keyof CommunityRpc>;
