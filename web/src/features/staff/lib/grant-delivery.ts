import type { StaffGrant } from '@henesys/contracts';
import { formatNumber } from '../../../lib/format';
import { NX_TYPE_LABELS } from './labels';
import { GRANT_NX_DELIVERY_LABELS } from '../../../lib/status-labels';

/**
 * What a grant did, a line per part: 'Sent: 5 000 NX Credit (waits for the player to log out)',
 * 'Sent: 50 × item 2000005 to MapleHero (in Duey)'. A repeat of a grant sent before says so first:
 * the server delivered nothing twice.
 */
export function grantSummary(grant: StaffGrant): string[] {
  const lines: string[] = [];
  if (!grant.created) lines.push('This grant was sent before: nothing was delivered twice.');
  if (grant.nx && grant.delivery.nx !== 'none') {
    const { amount, type } = grant.nx;
    const verb = amount < 0 ? 'Taken back' : 'Sent';
    lines.push(
      `${verb}: ${formatNumber(Math.abs(amount))} ${NX_TYPE_LABELS[type]} (${GRANT_NX_DELIVERY_LABELS[grant.delivery.nx]})`,
    );
  }
  if (grant.delivery.items === 'in-duey') {
    for (const item of grant.items) {
      lines.push(`Sent: ${formatNumber(item.quantity)} × item ${item.itemId} to ${item.characterName} (in Duey)`);
    }
  }
  return lines;
}
