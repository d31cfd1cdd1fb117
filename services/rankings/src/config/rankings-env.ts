import { unknownAvatarPlaceholders } from '@henesys/contracts';
import { DatabaseEnv } from '@henesys/server';
import { IsInt, IsString, Matches, Max, Min, registerDecorator } from 'class-validator';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { IsSkillIconTemplate } from '../skills/skill-icon';

/** Empty (unused), an https:// URL or a same-site path, with only the known {placeholders}. */
function IsAvatarTemplate() {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name: 'isAvatarTemplate',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          (value === '' || /^(https:\/\/|\/)/.test(value)) &&
          unknownAvatarPlaceholders(value).length === 0,
        defaultMessage: () =>
          'must be empty, an https:// URL or a path starting with /, using only {name} {gender} {skin} {body} {head} {hair} {face} {items} {look} {all}',
      },
    });
  };
}

export class RankingsEnv extends DatabaseEnv {
  /** Seconds between two rebuilds of the precomputed rankings (also rebuilt once at start). */
  @IsInt()
  @Min(1)
  @Max(86_400)
  RANKINGS_REFRESH_SECONDS: number = 60;

  /** The game server's wz/ folder: skills and the library are imported from it at start; empty: not imported. */
  @IsString()
  GAME_WZ_PATH = '';

  /** The old name: the game server's wz/String.wz/Skill.img.xml, used for skills while GAME_WZ_PATH is empty. */
  @IsString()
  SKILL_DATA_PATH = '';

  /** Cosmic's db/data SQL files, loaded into an empty demo game database's drop and shop tables (managed schema only). */
  @IsString()
  GAME_DEMO_DATA_PATH = '';

  /** How long drops and shops read from the game database are kept (seconds); the gateway keeps a page as long again at most. */
  @IsInt()
  @Min(0)
  @Max(30)
  LIBRARY_CACHE_SECONDS: number = 30;

  /** The server's drop rate, shown beside drop chances (the same setting as the server status: '2x' or '2'). */
  @Matches(/^\d+(\.\d+)?x?$/i, { message: 'must be a number such as 2 or 2x' })
  DROP_RATE = '2x';

  /** Item icons in the library ({id}: the item id); empty: the web shows the name's first letter. */
  @IsSkillIconTemplate()
  ITEM_ICON_URL_TEMPLATE = 'https://maplestory.io/api/GMS/83/item/{id}/icon';

  /** Monster images in the library ({id}: the monster id); empty: the web shows the name's first letter. */
  @IsSkillIconTemplate()
  MOB_IMAGE_URL_TEMPLATE = 'https://maplestory.io/api/GMS/83/mob/{id}/render/stand';

  /** The avatar image services the web tries in turn before showing the name's first letter. */
  @IsAvatarTemplate()
  AVATAR_URL_TEMPLATE_1 = 'https://maplestory.io/api/GMS/83/Character/{body}/{look}/stand1/0';

  @IsAvatarTemplate()
  AVATAR_URL_TEMPLATE_2 = 'https://maplestory.io/api/character/{all}/stand1/0';

  @IsAvatarTemplate()
  AVATAR_URL_TEMPLATE_3 = '';

  /** Where each skill's icon is drawn from ({id}: the skill id); empty: the web shows its fallback. */
  @IsSkillIconTemplate()
  SKILL_ICON_URL_TEMPLATE = 'https://maplestory.io/api/GMS/83/skill/{id}/icon';

  /**
   * Skill.img.xml: from GAME_WZ_PATH when it has one, else the old SKILL_DATA_PATH ('' when neither is
   * set). A folder without String.wz/Skill.img.xml (compose's empty default mount) leaves the old file in use.
   */
  get skillFilePath(): string {
    const fromWz = this.GAME_WZ_PATH ? join(this.GAME_WZ_PATH, 'String.wz', 'Skill.img.xml') : '';
    return fromWz && (existsSync(fromWz) || !this.SKILL_DATA_PATH) ? fromWz : this.SKILL_DATA_PATH;
  }

  get dropRateMultiplier(): number {
    return Number(this.DROP_RATE.replace(/x$/i, ''));
  }

  get avatarTemplates(): string[] {
    return [this.AVATAR_URL_TEMPLATE_1, this.AVATAR_URL_TEMPLATE_2, this.AVATAR_URL_TEMPLATE_3].filter(
      (template) => template !== '',
    );
  }
}
