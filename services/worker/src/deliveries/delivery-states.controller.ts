import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DeliveryStatus, PATTERNS } from '@henesys/contracts';
import { DonationIdsPayload } from '@henesys/dto';
import { DataSource } from 'typeorm';

@Controller()
export class DeliveryStatesController {
  constructor(private readonly dataSource: DataSource) {}

  /** How each donation's reward delivery ended (donations with no row have not been handled yet). */
  @MessagePattern(PATTERNS.workerDeliveryStates)
  async states(@Payload() payload: DonationIdsPayload): Promise<DeliveryStatus[]> {
    const rows: Array<{ donation_id: number; state: 'delivered' | 'failed' | 'waiting'; reason: string | null; attempts: number; updated_at: Date }> = await this.dataSource.query(
      `SELECT donation_id, state, reason, attempts, updated_at FROM worker.deliveries WHERE donation_id = ANY($1::int[])`,
      [payload.donationIds],
    );
    return rows.map((row) => ({ donationId: row.donation_id, state: row.state, reason: row.reason, attempts: row.attempts, at: row.updated_at.toISOString() }));
  }
}
