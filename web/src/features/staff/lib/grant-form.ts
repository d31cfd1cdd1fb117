import type { GrantNxType, StaffGrantItem, StaffGrantRequest } from '@henesys/contracts';

/** One item line as typed: the numbers are still text. */
export interface GrantItemLine {
  characterId: string;
  itemId: string;
  quantity: string;
}

export interface GrantFormState {
  nxType: GrantNxType;
  /** Empty: no NX; negative: takes NX back. */
  nxAmount: string;
  items: GrantItemLine[];
  reason: string;
}

export interface GrantFormErrors {
  nxAmount?: string;
  /** By line, for the lines that are wrong. */
  items?: Record<number, string>;
  reason?: string;
  /** Nothing to send at all. */
  form?: string;
}

export const EMPTY_ITEM_LINE: GrantItemLine = { characterId: '', itemId: '', quantity: '1' };

export const INITIAL_GRANT_FORM: GrantFormState = { nxType: 'credit', nxAmount: '', items: [], reason: '' };

/** The game's slot counts are shorts. */
const MAX_QUANTITY = 32_767;
const WHOLE = /^-?\d+$/;

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : null;
}

const isBlank = (line: GrantItemLine) => !line.characterId && !line.itemId.trim();

function itemOf(line: GrantItemLine): StaffGrantItem | string {
  const characterId = wholeNumber(line.characterId);
  const itemId = wholeNumber(line.itemId);
  const quantity = wholeNumber(line.quantity);
  if (characterId === null) return 'Choose the character who receives it.';
  if (itemId === null || itemId <= 0) return 'Write the item id (a whole number).';
  if (quantity === null || quantity < 1 || quantity > MAX_QUANTITY) {
    return `The quantity is a whole number from 1 to ${MAX_QUANTITY}.`;
  }
  return { characterId, itemId, quantity };
}

export type GrantFormResult = { request: StaffGrantRequest } | { errors: GrantFormErrors };

/** The body of POST /staff/grants (NX, items or both, and why), or what to fix first. Blank item lines are skipped. */
export function grantRequest(form: GrantFormState, accountId: number, key: string): GrantFormResult {
  const errors: GrantFormErrors = {};
  const reason = form.reason.trim();
  if (!reason) errors.reason = 'Write why this is granted.';

  let nx: StaffGrantRequest['nx'];
  if (form.nxAmount.trim()) {
    const amount = wholeNumber(form.nxAmount);
    if (amount === null || amount === 0) errors.nxAmount = 'A whole number of NX, negative to take NX back.';
    else nx = { type: form.nxType, amount };
  }

  const items: StaffGrantItem[] = [];
  form.items.forEach((line, index) => {
    if (isBlank(line)) return;
    const item = itemOf(line);
    if (typeof item === 'string') errors.items = { ...errors.items, [index]: item };
    else items.push(item);
  });

  const nothing = !form.nxAmount.trim() && items.length === 0 && !errors.items;
  if (nothing) errors.form = 'Grant NX, items or both.';
  if (Object.keys(errors).length > 0) return { errors };

  return { request: { key, accountId, reason, ...(nx ? { nx } : {}), ...(items.length > 0 ? { items } : {}) } };
}
