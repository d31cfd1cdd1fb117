import { playerPath, readBanIntent } from './player-path';

describe('playerPath', () => {
  it("is the player's page, or its ban form for a report", () => {
    expect(playerPath(12)).toBe('/dashboard/players/12');
    expect(playerPath(12, 7)).toBe('/dashboard/players/12?ban=1&report=7');
  });
});

describe('readBanIntent', () => {
  it('reads ?ban=1&report=ID', () => {
    expect(readBanIntent(new URLSearchParams('ban=1&report=7'))).toEqual({ open: true, reportId: 7 });
  });

  it('ignores a report id that is not one', () => {
    expect(readBanIntent(new URLSearchParams('ban=1&report=abc'))).toEqual({ open: true, reportId: null });
    expect(readBanIntent(new URLSearchParams('report=-3'))).toEqual({ open: false, reportId: null });
    expect(readBanIntent(new URLSearchParams(''))).toEqual({ open: false, reportId: null });
  });
});
