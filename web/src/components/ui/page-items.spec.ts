import { nearbyPages, sevenPages, type PageItem } from './page-items';

/** The list as the reader sees it: numbers and '…'. */
const read = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('nearbyPages (the donation list)', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(read(nearbyPages(1, 1))).toEqual([1]);
    expect(read(nearbyPages(1, 2))).toEqual([1, 2]);
    expect(read(nearbyPages(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(read(nearbyPages(7, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (let pages = 1; pages <= 7; pages += 1) expect(read(nearbyPages(1, pages))).toHaveLength(pages);
  });

  it('lists nothing when there is no page', () => {
    expect(nearbyPages(1, 0)).toEqual([]);
  });

  it('of 20 pages, on page 1: the first two pages, an ellipsis and the last', () => {
    expect(read(nearbyPages(1, 20))).toEqual([1, 2, '…', 20]);
  });

  it('of 20 pages, on page 10: the first, the pages within 1 of 10, the last, with an ellipsis for each gap', () => {
    expect(read(nearbyPages(10, 20))).toEqual([1, '…', 9, 10, 11, '…', 20]);
  });

  it('of 20 pages, on page 20: the first, an ellipsis, 19 and 20', () => {
    expect(read(nearbyPages(20, 20))).toEqual([1, '…', 19, 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(read(nearbyPages(3, 20))).toEqual([1, 2, 3, 4, '…', 20]);
    expect(read(nearbyPages(4, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(read(nearbyPages(5, 20))).toEqual([1, '…', 4, 5, 6, '…', 20]);
    expect(read(nearbyPages(17, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(read(nearbyPages(2, 8))).toEqual([1, 2, 3, '…', 8]);
  });

  it('keys each ellipsis by the page before it, so two never collide', () => {
    expect(nearbyPages(10, 20).filter((item) => item.kind === 'gap')).toEqual([
      { kind: 'gap', after: 1 },
      { kind: 'gap', after: 11 },
    ]);
  });

  it('reads a current page outside the range as the nearest page', () => {
    expect(read(nearbyPages(0, 20))).toEqual(read(nearbyPages(1, 20)));
    expect(read(nearbyPages(99, 20))).toEqual(read(nearbyPages(20, 20)));
    expect(read(nearbyPages(Number.NaN, 20))).toEqual(read(nearbyPages(1, 20)));
  });
});

describe('sevenPages (the rankings)', () => {
  it('shows every page when there are 7 or fewer, nothing when there is no page', () => {
    expect(read(sevenPages(1, 1))).toEqual([1]);
    expect(read(sevenPages(3, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sevenPages(1, 0)).toEqual([]);
  });

  it('near the start: the first five pages, an ellipsis and the last page', () => {
    expect(read(sevenPages(1, 8))).toEqual([1, 2, 3, 4, 5, '…', 8]);
    expect(read(sevenPages(4, 100))).toEqual([1, 2, 3, 4, 5, '…', 100]);
  });

  it('in the middle: the first page, the current one with its neighbours, the last page', () => {
    expect(read(sevenPages(5, 100))).toEqual([1, '…', 4, 5, 6, '…', 100]);
    expect(read(sevenPages(50_000, 98_511))).toEqual([1, '…', 49_999, 50_000, 50_001, '…', 98_511]);
  });

  it('near the end, or beyond the last page: the first page, an ellipsis and the last five pages', () => {
    expect(read(sevenPages(97, 100))).toEqual([1, '…', 96, 97, 98, 99, 100]);
    expect(read(sevenPages(100, 100))).toEqual([1, '…', 96, 97, 98, 99, 100]);
    expect(read(sevenPages(500, 100))).toEqual([1, '…', 96, 97, 98, 99, 100]);
  });

  it('keys its two ellipses apart', () => {
    expect(sevenPages(5, 100).filter((item) => item.kind === 'gap')).toEqual([
      { kind: 'gap', after: 1 },
      { kind: 'gap', after: 6 },
    ]);
  });
});
