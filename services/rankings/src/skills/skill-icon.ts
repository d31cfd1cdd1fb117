import { registerDecorator } from 'class-validator';

const PLACEHOLDERS = /\{([^}]*)\}/g;

/** The icon of one skill: the template with {id} as the game writes it (leading zeros kept); null without a template. */
export function skillIconUrl(template: string, id: string): string | null {
  return template === '' ? null : template.replace(PLACEHOLDERS, (whole, name: string) => (name === 'id' ? id : whole));
}

/**
 * Empty (no icons), an https:// URL or a same-site path (what the site's CSP lets images come from),
 * using no placeholder but {id}.
 */
export function IsSkillIconTemplate() {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name: 'isSkillIconTemplate',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          (value === '' || /^(https:\/\/|\/)/.test(value)) &&
          [...value.matchAll(PLACEHOLDERS)].every(([, name]) => name === 'id'),
        defaultMessage: () =>
          'must be empty, an https:// URL or a path starting with /, with {id} where the skill id goes',
      },
    });
  };
}
