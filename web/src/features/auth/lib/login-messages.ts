/** Texts of SPEC §5 'Login' and §8 'Login failure' (to move to @henesys/contracts). */
export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  failed: 'Invalid username or password. Please try again.',
} as const;

export interface LoginFields {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

export function validateLogin(fields: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  if (!fields.username.trim()) errors.username = LOGIN_MESSAGES.usernameRequired;
  if (!fields.password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}
