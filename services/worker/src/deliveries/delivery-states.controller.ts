import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DeliveryStatus, PATTERNS } from '@henesys/contracts';
import { DonationIdsPayload } from '@henesys/dto';
import { DeliveriesRepository } from './deliveries.repository';

@Controller()
export class DeliveryStatesController {
  constructor(private readonly deliveries: DeliveriesRepository) {}

  /** How each donation's reward delivery ended (donations with no row have not been handled yet). */
  @MessagePattern(PATTERNS.workerDeliveryStates)
  states(@Payload() payload: DonationIdsPayload): Promise<DeliveryStatus[]> {
    return this.deliveries.statesOf(payload.donationIds);
  }
}
