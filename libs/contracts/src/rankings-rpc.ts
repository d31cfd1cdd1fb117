import type { CharacterProfile } from './character-profile';
import type { GuildRankingsQuery, GuildRankingsResponse } from './guild-rankings';
import type { AvatarTemplates, RankingsQuery, RankingsRefreshResult, RankingsResponse, ShownSkill } from './rankings';

export type RankingsRpc = {
  /** One page of the Level or Fame rankings (GET /api/rankings). */
  'rankings.list': { request: RankingsQuery; response: RankingsResponse };
  /** A ranked character's page (GET /api/rankings/characters/{name}); 404 for an unknown, GM or banned name. */
  'rankings.character': { request: { name: string }; response: CharacterProfile };
  /** One page of the guild rankings (GET /api/rankings/guilds). */
  'rankings.guilds': { request: GuildRankingsQuery; response: GuildRankingsResponse };
  /** The shown skills (GET /api/skills). */
  'rankings.skills': { request: Record<string, never>; response: ShownSkill[] };
  /** One shown skill with its per-level text (GET /api/skills/{id}); 404 for any other id. */
  'rankings.skill': { request: { id: string }; response: ShownSkill };
  /** The avatar image services the web tries in turn (GET /api/rankings/avatar-templates). */
  'rankings.avatar-templates': { request: Record<string, never>; response: AvatarTemplates };
  /** Internal (no HTTP route): rebuild the precomputed rankings now; tests and the benchmark use it. */
  'rankings.refresh': { request: Record<string, never>; response: RankingsRefreshResult };
};

export const RANKINGS_PATTERNS = {
  rankingsList: 'rankings.list',
  rankingsCharacter: 'rankings.character',
  rankingsGuilds: 'rankings.guilds',
  rankingsSkills: 'rankings.skills',
  rankingsSkill: 'rankings.skill',
  rankingsAvatarTemplates: 'rankings.avatar-templates',
  rankingsRefresh: 'rankings.refresh',
} as const satisfies Record<string, keyof RankingsRpc>;
