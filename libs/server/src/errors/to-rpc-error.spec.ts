import { BadRequestException, NotFoundException } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode } from '@henesys/contracts';
import { DomainException } from './domain.exception';
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

  it('maps Nest HTTP exceptions by status, with their first message', () => {
    expect(toRpcErrorPayload(new NotFoundException('Article not found'), log)).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Article not found' });
    expect(toRpcErrorPayload(new BadRequestException(['Email is invalid', 'Birthday is required']), log).message).toBe('Email is invalid');
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
});
