import { unknownAvatarPlaceholders } from '@henesys/contracts';
import { DatabaseEnv } from '@henesys/server';
import { IsInt, IsString, Max, Min, registerDecorator } from 'class-validator';
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

  /** The game server's wz/String.wz/Skill.img.xml, imported at start; empty: skills are not imported. */
  @IsString()
  SKILL_DATA_PATH = '';

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

  get avatarTemplates(): string[] {
    return [this.AVATAR_URL_TEMPLATE_1, this.AVATAR_URL_TEMPLATE_2, this.AVATAR_URL_TEMPLATE_3].filter(
      (template) => template !== '',
    );
  }
}
