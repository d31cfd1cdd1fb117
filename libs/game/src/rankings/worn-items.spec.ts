import { drawnItems, wornEquipment } from './worn-items';

describe('drawnItems', () => {
  it('draws a cash item at -(100+k) instead of the regular item at -k, slots in order', () => {
    const rows = [
      { characterid: 7, position: -11, itemid: 1302000 },
      { characterid: 7, position: -101, itemid: 1002186 },
      { characterid: 7, position: -1, itemid: 1002000 },
      { characterid: 7, position: -5, itemid: 1040002 },
      { characterid: 7, position: -111, itemid: 1702000 },
      { characterid: 8, position: -105, itemid: 1052000 },
      { characterid: 8, position: -7, itemid: 1072001 },
    ];
    expect(drawnItems(rows)).toEqual(
      new Map([
        [7, [1002186, 1040002, 1702000]],
        [8, [1052000, 1072001]],
      ]),
    );
  });

  it('ignores positions that are not worn slots', () => {
    expect(
      drawnItems([
        { characterid: 1, position: 3, itemid: 1302000 },
        { characterid: 1, position: 0, itemid: 1 },
      ]),
    ).toEqual(new Map());
  });
});

describe('wornEquipment', () => {
  it('lists every worn item by slot, the masked regular item before the cash item over it', () => {
    const rows = [
      { characterid: 7, position: -11, itemid: 1302000 },
      { characterid: 7, position: -101, itemid: 1002186 },
      { characterid: 7, position: -1, itemid: 1002000 },
      { characterid: 7, position: 3, itemid: 1040002 },
      { characterid: 7, position: -49, itemid: 1142000 },
    ];
    expect(wornEquipment(rows)).toEqual([
      { slot: 1, itemId: 1002000, cash: false },
      { slot: 1, itemId: 1002186, cash: true },
      { slot: 11, itemId: 1302000, cash: false },
      { slot: 49, itemId: 1142000, cash: false },
    ]);
  });
});
