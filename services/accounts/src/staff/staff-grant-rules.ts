import { DomainException, ErrorCode, groupThousands, StaffGrantRequest } from '@henesys/contracts';

export const GRANT_REASON_MAX = 200;
export const ITEM_QUANTITY_MAX = 32_767;
/** Use, set-up and etc items (inventory types 2-4): Duey carries them as they are. */
const DUEY_ITEM_IDS = { min: 2_000_000, max: 4_999_999 };

const refuse = (message: string) => new DomainException(ErrorCode.ValidationFailed, message);

/**
 * The shape of a grant, checked again by the service (the gateway's DTO checks it too). Returns the
 * reason, trimmed. Equipment and cash items are refused: an equipment row's stats are what the site
 * writes (the site does not know the item's own), and a cash item belongs in the Cash Shop (GAME-DATABASE.md §3(c)).
 */
export function checkGrantRequest(request: StaffGrantRequest): string {
  const reason = request.reason?.trim() ?? '';
  if (!reason || reason.length > GRANT_REASON_MAX)
    throw refuse(`Give a reason for the grant (up to ${GRANT_REASON_MAX} characters).`);
  const items = request.items ?? [];
  if (!request.nx && items.length === 0) throw refuse('Send NX or at least one item.');
  if (request.nx && (!Number.isInteger(request.nx.amount) || request.nx.amount === 0))
    throw refuse('The NX amount must be a whole number other than 0.');
  for (const item of items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > ITEM_QUANTITY_MAX)
      throw refuse(`Item quantities must be between 1 and ${groupThousands(ITEM_QUANTITY_MAX)}.`);
    if (!Number.isInteger(item.itemId) || item.itemId <= 0) throw refuse('Item ids must be positive whole numbers.');
    if (item.itemId < DUEY_ITEM_IDS.min || item.itemId > DUEY_ITEM_IDS.max)
      throw refuse(
        `Item ${item.itemId} cannot be sent through Duey: only use, set-up and etc items (ids ${DUEY_ITEM_IDS.min} to ${DUEY_ITEM_IDS.max}). Equipment needs stats only the game's data has, and cash items belong in the Cash Shop.`,
      );
  }
  return reason;
}
