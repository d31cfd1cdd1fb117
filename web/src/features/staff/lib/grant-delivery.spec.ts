import type { StaffGrant } from '@henesys/contracts';
import { grantSummary } from './grant-delivery';

function grant(fields: Partial<StaffGrant>): StaffGrant {
  return {
    key: 'k',
    accountId: 12,
    accountName: 'member',
    reason: 'Event prize',
    nx: null,
    items: [],
    by: 'admin',
    createdAt: '2026-03-05T12:00:00.000Z',
    delivery: { nx: 'none', items: 'none' },
    created: true,
    ...fields,
  };
}

describe('grantSummary', () => {
  it('says NX waits for the player to log out', () => {
    expect(
      grantSummary(grant({ nx: { type: 'credit', amount: 5000 }, delivery: { nx: 'waiting', items: 'none' } })),
    ).toEqual(['Sent: 5 000 NX Credit (waits for the player to log out)']);
  });

  it('words each NX delivery and a take-back', () => {
    expect(
      grantSummary(grant({ nx: { type: 'prepaid', amount: 300 }, delivery: { nx: 'applied', items: 'none' } })),
    ).toEqual(['Sent: 300 NX Prepaid (on the account now)']);
    expect(
      grantSummary(grant({ nx: { type: 'maplePoint', amount: -1200 }, delivery: { nx: 'coupon', items: 'none' } })),
    ).toEqual(['Taken back: 1 200 Maple Points (a Cash Shop coupon for the player)']);
  });

  it('lists the items sent to Duey, by character', () => {
    const items = [
      { characterId: 301, itemId: 2000005, quantity: 50, characterName: 'MapleHero' },
      { characterId: 302, itemId: 1302000, quantity: 1, characterName: 'Shroomie' },
    ];
    expect(grantSummary(grant({ items, delivery: { nx: 'none', items: 'in-duey' } }))).toEqual([
      'Sent: 50 × item 2000005 to MapleHero (in Duey)',
      'Sent: 1 × item 1302000 to Shroomie (in Duey)',
    ]);
  });

  it('says a repeated key delivered nothing twice', () => {
    const repeat = grant({
      nx: { type: 'credit', amount: 100 },
      delivery: { nx: 'applied', items: 'none' },
      created: false,
    });
    expect(grantSummary(repeat)).toEqual([
      'This grant was sent before: nothing was delivered twice.',
      'Sent: 100 NX Credit (on the account now)',
    ]);
  });
});
