import { toSessionUser, type SessionUser } from './session-user';

/** SPEC §7 POST /auth/login: either token and user, or requiresTwoFactor with sessionToken and userId. */
export type LoginResult =
  | { kind: 'logged-in'; token: string; user: SessionUser }
  | { kind: 'two-factor'; sessionToken: string; userId: number | string };

export class InvalidLoginResponseError extends Error {
  constructor() {
    super('Invalid login response');
    this.name = 'InvalidLoginResponseError';
  }
}

export function parseLoginResponse(body: unknown): LoginResult {
  if (typeof body !== 'object' || body === null) throw new InvalidLoginResponseError();
  const data = body as Record<string, unknown>;
  if (data['requiresTwoFactor'] === true && typeof data['sessionToken'] === 'string') {
    const userId = data['userId'];
    return {
      kind: 'two-factor',
      sessionToken: data['sessionToken'],
      userId: typeof userId === 'number' || typeof userId === 'string' ? userId : '',
    };
  }
  const user = toSessionUser(data['user']);
  const token = data['token'];
  if (typeof token !== 'string' || token === '' || user === null) throw new InvalidLoginResponseError();
  return { kind: 'logged-in', token, user };
}
