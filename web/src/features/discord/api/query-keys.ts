/** Under 'user': logout removes them with the rest of the player's data. */
export const discordQueryKeys = {
  all: ['user', 'discord'] as const,
  connection: ['user', 'discord', 'connection'] as const,
  roleStatus: ['user', 'discord', 'role-status'] as const,
};
