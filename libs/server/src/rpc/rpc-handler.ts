import { MessagePattern } from '@nestjs/microservices';
import type { RpcPattern, RpcRequest, RpcResponse } from '@henesys/contracts';

/**
 * What a handler of pattern P must be: it takes what the contract sends (a payload class that asks for
 * more, or for another type, does not compile) and answers what the contract promises.
 */
export type RpcHandlerOf<P extends RpcPattern> = (payload: RpcRequest<P>) => RpcResponse<P> | Promise<RpcResponse<P>>;

/**
 * `@MessagePattern(pattern)` whose handler is checked against the contract of `pattern`. The other
 * direction (the payload class asks for everything the contract sends) is its `implements RpcRequest<P>`.
 */
export function RpcHandler<P extends RpcPattern>(pattern: P) {
  return <M extends RpcHandlerOf<P>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    MessagePattern(pattern)(target, key, descriptor);
  };
}
