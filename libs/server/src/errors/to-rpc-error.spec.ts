import { DomainException, ErrorCode } from '@henesys/contracts';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { QueryFailedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { toRpcErrorPayload } from './to-rpc-error';

describe('toRpcErrorPayload', () => {
  const logged: string[] = [];
  const log = (errorId: string) => logged.push(errorId);

  it('keeps a domain refusal as it is', () => {
    expect(toRpcErrorPayload(new DomainException(ErrorCode.Conflict, 'Username is already taken'), log)).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Username is already taken',
    });
  });

  it('sends a domain code with the status it stands for, or the status the refusal gives', () => {
    expect(toRpcErrorPayload(new DomainException(ErrorCode.DonationPendingLimit, 'Too many pending'), log)).toEqual({
      statusCode: 409,
      code: 'DONATION_PENDING_LIMIT',
      message: 'Too many pending',
    });
    expect(toRpcErrorPayload(new DomainException(ErrorCode.TwoFactorCodeUsed, 'Used', 401), log)).toEqual({
      statusCode: 401,
      code: 'TWO_FACTOR_CODE_USED',
      message: 'Used',
    });
  });

  it("gives a plain HTTP exception its status's generic code, never a domain code of the same status", () => {
    expect(toRpcErrorPayload(new ConflictException('Taken'), log).code).toBe('CONFLICT');
    expect(toRpcErrorPayload(new UnauthorizedException('No'), log).code).toBe('UNAUTHORIZED');
    expect(toRpcErrorPayload(new ForbiddenException('No'), log).code).toBe('FORBIDDEN');
    expect(toRpcErrorPayload(new BadRequestException('Bad'), log).code).toBe('VALIDATION_FAILED');
  });

  it('maps Nest HTTP exceptions by status, with their first message', () => {
    expect(toRpcErrorPayload(new NotFoundException('Article not found'), log)).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Article not found',
    });
    expect(toRpcErrorPayload(new BadRequestException(['Email is invalid', 'Birthday is required']), log).message).toBe(
      'Email is invalid',
    );
  });

  it('passes an RpcException that already carries the wire shape', () => {
    const payload = { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Slow down' };
    expect(toRpcErrorPayload(new RpcException(payload), log)).toEqual(payload);
  });

  it('hides unexpected errors behind a 500 whose id is logged', () => {
    const payload = toRpcErrorPayload(new TypeError('cannot read x of undefined'), log);
    expect(payload.statusCode).toBe(500);
    expect(payload.message).toBe('Internal server error');
    expect(payload.message).not.toContain('undefined');
    expect(logged).toContain(payload.errorId);
  });

  it('answers a query cut off by a lost database connection, or rolled back by a deadlock or serialization conflict, with a logged 503; any other query failure with a 500', () => {
    const driverError = (message: string, code?: string) => Object.assign(new Error(message), { code });
    const lost = [
      new QueryFailedError('SELECT 1', [], driverError('terminating connection due to administrator command', '57P01')),
      new QueryFailedError('SELECT 1', [], driverError('Connection terminated unexpectedly')),
      new QueryRunnerProviderAlreadyReleasedError(),
      driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new QueryFailedError('INSERT', [], driverError('deadlock detected', '40P01')),
      new QueryFailedError('UPDATE', [], driverError('could not serialize access due to concurrent update', '40001')),
    ];
    for (const error of lost) {
      const payload = toRpcErrorPayload(error, log);
      expect(payload).toMatchObject({
        statusCode: 503,
        code: ErrorCode.ServiceUnavailable,
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
      expect(logged).toContain(payload.errorId);
    }
    const duplicate = new QueryFailedError(
      'INSERT',
      [],
      driverError('duplicate key value violates unique constraint', '23505'),
    );
    expect(toRpcErrorPayload(duplicate, log).statusCode).toBe(500);
  });
});
