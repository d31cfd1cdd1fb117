import { registerDecorator, ValidationArguments } from 'class-validator';

type Check = (value: string | undefined) => string | null;

/** The value must be a string that the contracts' rule accepts; the rule's message is the error. */
export function Satisfies(check: Check) {
  return (target: object, propertyName: string): void => {
    const messageFor = (value: unknown) => check(typeof value === 'string' ? value : undefined);
    registerDecorator({
      name: 'satisfies',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && messageFor(value) === null,
        defaultMessage: (args?: ValidationArguments) => messageFor(args?.value) ?? 'Invalid value',
      },
    });
  };
}

/** A required string: the given message when it is missing, empty or not a string. */
export function RequiredText(message: string, maxLength = 200) {
  return Satisfies((value) => (value && value.length <= maxLength ? null : message));
}
