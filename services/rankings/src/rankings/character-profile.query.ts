import { Injectable, Logger } from '@nestjs/common';
import {
  CHARACTER_MESSAGES,
  GAME_CHARACTER_NAME_MAX,
  CharacterProfile,
  ErrorCode,
  JobFamily,
  jobName,
  DomainException,
} from '@henesys/contracts';
import { drawnItems, GameWornItems, WornItemRow, wornEquipment } from '@henesys/game';
import { DataSource } from 'typeorm';

/** How long a character page waits for its worn items from the game database before it answers without them. */
const WORN_ITEMS_TIMEOUT_MS = 1_000;

interface RankedCharacterRow {
  character_id: number;
  name: string;
  level: number;
  exp: string;
  fame: number;
  job: number;
  family: JobFamily | null;
  guild: string | null;
  gender: number;
  skin_color: number;
  face: number;
  hair: number;
  level_rank: number;
  fame_rank: number;
  level_family_rank: number | null;
}

/** The character's page from its snapshot row and its worn items (null: the game database did not answer). */
export function toProfile(row: RankedCharacterRow, worn: WornItemRow[] | null): CharacterProfile {
  return {
    id: row.character_id,
    name: row.name,
    level: row.level,
    exp: Number(row.exp),
    fame: row.fame,
    job: row.job,
    jobName: jobName(row.job),
    guild: row.guild,
    rank: row.level_rank,
    jobRank: row.level_family_rank,
    jobFamily: row.family,
    fameRank: row.fame_rank,
    items: (worn ? (drawnItems(worn).get(row.character_id) ?? []) : []).join(','),
    gender: row.gender,
    face: row.face,
    hair: row.hair,
    skincolor: row.skin_color,
    equipment: worn && wornEquipment(worn),
  };
}

const isCharacterName = (name: unknown): name is string =>
  typeof name === 'string' && name.length >= 1 && name.length <= GAME_CHARACTER_NAME_MAX;

/**
 * A ranked character's page: its ranks from the rankings snapshot (so GMs and banned accounts, left
 * out of the rankings, are not found either), its worn items from the game database. Names match
 * case-insensitively, as the game matches them.
 */
@Injectable()
export class CharacterProfileService {
  private readonly logger = new Logger(CharacterProfileService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly worn: GameWornItems,
  ) {}

  async find(name: unknown): Promise<CharacterProfile> {
    const row = isCharacterName(name) ? await this.ranked(name) : undefined;
    if (!row) throw new DomainException(ErrorCode.NotFound, CHARACTER_MESSAGES.notFound);
    return toProfile(row, await this.wornRows(row.character_id));
  }

  private async ranked(name: string): Promise<RankedCharacterRow | undefined> {
    const rows: RankedCharacterRow[] = await this.dataSource.query(
      `SELECT character_id, name, level, exp, fame, job, family, guild, gender, skin_color, face, hair, level_rank, fame_rank, level_family_rank
       FROM rankings.ranked_characters WHERE lower(name) = lower($1) ORDER BY level_rank LIMIT 1`,
      [name],
    );
    return rows[0];
  }

  /** A game database that is down or slow leaves the worn items out: the page shows the rest. */
  private async wornRows(characterId: number): Promise<WornItemRow[] | null> {
    try {
      return await this.worn.rowsFor([characterId], WORN_ITEMS_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(
        `Worn items left out of a character page: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  }
}
