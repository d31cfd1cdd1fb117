import { ValidateBy, ValidationArguments } from 'class-validator';

/** Where a secret comes from when nobody set one: said in every refusal, so the fix is one read away. */
export const SECRET_SOURCES =
  'npm start generates one into .data/secrets.json; docker compose and Kubernetes take it from .env or the Secret';

export interface SecretRule {
  /** What a valid value looks like, in words (also how to make one). */
  form: string;
  minLength: number;
  /** A stricter shape, when the value is used as bytes (a hex key, say). */
  pattern?: RegExp;
  /** Where one comes from when it is missing (default: SECRET_SOURCES). */
  source?: string;
}

/** One character repeated (an all-zero key, say) is a placeholder, never a secret. */
const isOneRepeatedCharacter = (value: string) => /^(.)\1*$/s.test(value);

function isUsableSecret(value: unknown, rule: SecretRule): boolean {
  if (typeof value !== 'string' || value.length < rule.minLength || isOneRepeatedCharacter(value)) return false;
  return rule.pattern?.test(value) ?? true;
}

function refusal(rule: SecretRule, { property, value }: ValidationArguments): string {
  if (value === undefined || value === '')
    return `${property} is required and has no default: ${rule.form} (${rule.source ?? SECRET_SOURCES})`;
  return `${property} must be ${rule.form}`;
}

/**
 * A secret setting: required in every NODE_ENV, with no default in the code, so a published value
 * can never sign sessions or open a door. The refusal says what a good value is and where to get one.
 */
export function IsSecret(rule: SecretRule): PropertyDecorator {
  return ValidateBy({
    name: 'isSecret',
    validator: {
      validate: (value: unknown) => isUsableSecret(value, rule),
      defaultMessage: (args?: ValidationArguments) => refusal(rule, args as ValidationArguments),
    },
  });
}
