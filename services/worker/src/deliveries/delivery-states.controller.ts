import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DeliveryStatus, PATTERNS } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { DonationIdsPayload } from '@henesys/dto';
import { DeliveriesRepository } from './deliveries.repository';

@Controller()
export class DeliveryStatesController {
  constructor(private readonly deliveries: DeliveriesRepository) {}

  /** How each donation's reward delivery ended (donations with no row have not been handled yet). */
  @RpcHandler(PATTERNS.workerDeliveryStates)
  states(@Payload() payload: DonationIdsPayload): Promise<DeliveryStatus[]> {
    return this.deliveries.statesOf(payload.donationIds);
  }
}
