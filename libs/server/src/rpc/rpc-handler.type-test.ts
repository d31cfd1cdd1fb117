/**
 * Compiled with the library (its build and lint): each `@ts-expect-error` below is a drift between a
 * handler and its contract that must not compile. Were RpcHandler's check removed, the directives
 * would be unused and the build would fail (TS2578).
 */
import type { DonationOwner, RpcRequest, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from './rpc-handler';

type SetStatusRequest = RpcRequest<'donations.set-status'>;
type SetStatusReply = Promise<RpcResponse<'donations.set-status'>>;

/** A payload class that asks for a field the contract does not send. */
class AsksForMore {
  owner: DonationOwner;
  id: number;
  status: SetStatusRequest['status'];
  reason: string;
}

/** A payload class whose id is text where the contract sends a number. */
class OtherIdType {
  owner: DonationOwner;
  id: string;
  status: SetStatusRequest['status'];
}

/** A payload class that implements the contract but leaves out one of its fields. */
// @ts-expect-error adminNotes is optional, but owner is not: the class must carry what the contract sends
class LeavesOutOwner implements SetStatusRequest {
  id: number;
  status: SetStatusRequest['status'];
}

export class DriftingHandlers {
  @RpcHandler('donations.set-status')
  matches(payload: SetStatusRequest): SetStatusReply {
    return Promise.resolve({
      message: payload.status,
      donation: {} as RpcResponse<'donations.set-status'>['donation'],
      delivery: 'none',
    });
  }

  // @ts-expect-error the handler asks for a reason the contract does not send
  @RpcHandler('donations.set-status')
  asksForMore(payload: AsksForMore): SetStatusReply {
    return this.matches(payload);
  }

  // @ts-expect-error the contract sends a numeric id
  @RpcHandler('donations.set-status')
  otherIdType(payload: OtherIdType): SetStatusReply {
    return this.matches({ ...payload, id: Number(payload.id) });
  }

  // @ts-expect-error the contract answers a message, a donation and its delivery, not a count
  @RpcHandler('donations.set-status')
  otherReply(): Promise<{ count: number }> {
    return Promise.resolve({ count: 1 });
  }

  // @ts-expect-error the handler belongs to another pattern
  @RpcHandler('donations.retry-delivery')
  otherPattern(payload: LeavesOutOwner): SetStatusReply {
    return this.matches({ ...payload, owner: { id: 1, username: 'a', email: '', role: 'admin' } });
  }
}
