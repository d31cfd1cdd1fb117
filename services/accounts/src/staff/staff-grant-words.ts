import { GrantNxType, groupThousands, StaffGrant } from '@henesys/contracts';

export const NX_TYPE_WORDS: Record<GrantNxType, string> = {
  credit: 'NX Credit',
  prepaid: 'NX Prepaid',
  maplePoint: 'Maple Points',
};

/** "5,000 NX Credit", "item 2000005 × 10 to MapleHero" and so on, joined. */
function parts(grant: Pick<StaffGrant, 'nx' | 'items'>): string[] {
  const nx = grant.nx
    ? [
        grant.nx.amount > 0
          ? `${groupThousands(grant.nx.amount)} ${NX_TYPE_WORDS[grant.nx.type]}`
          : `${groupThousands(-grant.nx.amount)} ${NX_TYPE_WORDS[grant.nx.type]} taken back`,
      ]
    : [];
  return [
    ...nx,
    ...grant.items.map((item) => `item ${item.itemId} × ${groupThousands(item.quantity)} to ${item.characterName}`),
  ];
}

/** The player's activity line (the staff member's reason stays with staff). */
export function grantActivityLine(grant: Pick<StaffGrant, 'nx' | 'items'>): string {
  const takesBackOnly = grant.items.length === 0 && (grant.nx?.amount ?? 0) < 0;
  return `${takesBackOnly ? 'Staff correction' : 'Staff gift'}: ${parts(grant).join(', ')}`;
}

/** What henesys_deliveries keeps with the key. */
export function grantSummary(grant: Pick<StaffGrant, 'nx' | 'items' | 'by'>): string {
  return `Staff grant by ${grant.by}: ${parts(grant).join(', ')}`;
}

/** The Duey package's message the character reads in game (dueypackages.Message, up to 200). */
export function grantParcelMessage(reason: string): string {
  return `Staff gift: ${reason}`;
}

/** dueypackages.SenderName of staff grants (13 characters at most). */
export const STAFF_SENDER = 'Henesys Staff';
