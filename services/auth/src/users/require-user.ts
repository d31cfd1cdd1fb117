import { ErrorCode, DomainException } from '@henesys/contracts';
import { Repository } from 'typeorm';
import type { User } from './entities/user.entity';

/** The user behind a valid token can be gone (deleted by an admin): that is a 404, not a 500. */
export async function requireUser(users: Repository<User>, id: number): Promise<User> {
  const user = await users.findOneBy({ id });
  if (!user) throw new DomainException(ErrorCode.NotFound, 'Account not found');
  return user;
}
