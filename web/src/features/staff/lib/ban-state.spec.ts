import type { StaffBanState } from '@henesys/contracts';
import { formatDateTime } from '../../../lib/format';
import { banStateText, isBanned, pendingNxText } from './ban-state';

const state = (fields: Partial<StaffBanState>): StaffBanState => ({
  banned: false,
  banReason: null,
  reasonCode: 0,
  tempBanUntil: null,
  ...fields,
});

describe('ban state', () => {
  it('counts a running temporary ban as banned', () => {
    const until = '2026-03-12T00:00:00.000Z';
    expect(isBanned(state({ tempBanUntil: until }))).toBe(true);
    expect(banStateText(state({ tempBanUntil: until }))).toBe(`Banned until ${formatDateTime(until)}`);
  });

  it('words a permanent ban and no ban', () => {
    expect(banStateText(state({ banned: true }))).toBe('Banned permanently');
    expect(isBanned(state({}))).toBe(false);
    expect(banStateText(state({}))).toBe('Not banned');
  });
});

describe('pendingNxText', () => {
  it('lists the balances that wait, and says None when nothing does', () => {
    expect(pendingNxText({ credit: 5000, maplePoint: 0, prepaid: 300 })).toBe('5 000 NX Credit, 300 NX Prepaid');
    expect(pendingNxText({ credit: 0, maplePoint: 0, prepaid: 0 })).toBe('None');
  });
});
