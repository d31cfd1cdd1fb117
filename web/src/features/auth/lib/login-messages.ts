import { MESSAGES } from '@henesys/contracts';

export interface LoginFields {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/** SPEC §5 'Login': both fields are required. */
export function validateLogin(fields: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  if (!fields.username.trim()) errors.username = MESSAGES.usernameRequired;
  if (!fields.password) errors.password = MESSAGES.passwordRequired;
  return errors;
}

/** The form's order: focus goes to the first invalid field in it. */
export const LOGIN_FIELDS = ['username', 'password'] as const;
