import { ErrorCode, DomainException } from '@henesys/contracts';
import type { User } from './user';
import type { UsersRepository } from './users.repository';

/** The user behind a valid token can be gone (deleted by an admin): that is a 404, not a 500. */
export async function requireUser(users: UsersRepository, id: number): Promise<User> {
  const user = await users.findById(id);
  if (!user) throw new DomainException(ErrorCode.NotFound, 'Account not found');
  return user;
}
