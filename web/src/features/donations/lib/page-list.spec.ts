import { pageList, type PageListItem } from './page-list';

/** The list as the player reads it: numbers and '…'. */
const read = (items: PageListItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pageList', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(read(pageList(1, 1))).toEqual([1]);
    expect(read(pageList(1, 2))).toEqual([1, 2]);
    expect(read(pageList(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(read(pageList(7, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (let pages = 1; pages <= 7; pages += 1) expect(read(pageList(1, pages))).toHaveLength(pages);
  });

  it('lists nothing when there is no page', () => {
    expect(pageList(1, 0)).toEqual([]);
  });

  it('of 20 pages, on page 1: the first two pages, an ellipsis and the last', () => {
    expect(read(pageList(1, 20))).toEqual([1, 2, '…', 20]);
  });

  it('of 20 pages, on page 10: the first, the pages within 1 of 10, the last, with an ellipsis for each gap', () => {
    expect(read(pageList(10, 20))).toEqual([1, '…', 9, 10, 11, '…', 20]);
  });

  it('of 20 pages, on page 20: the first, an ellipsis, 19 and 20', () => {
    expect(read(pageList(20, 20))).toEqual([1, '…', 19, 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(read(pageList(3, 20))).toEqual([1, 2, 3, 4, '…', 20]);
    expect(read(pageList(4, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(read(pageList(5, 20))).toEqual([1, '…', 4, 5, 6, '…', 20]);
    expect(read(pageList(17, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(read(pageList(2, 8))).toEqual([1, 2, 3, '…', 8]);
  });

  it('keys each ellipsis by the page before it, so two never collide', () => {
    expect(pageList(10, 20).filter((item) => item.kind === 'gap')).toEqual([
      { kind: 'gap', after: 1 },
      { kind: 'gap', after: 11 },
    ]);
  });

  it('reads a current page outside the range as the nearest page', () => {
    expect(read(pageList(0, 20))).toEqual(read(pageList(1, 20)));
    expect(read(pageList(99, 20))).toEqual(read(pageList(20, 20)));
    expect(read(pageList(Number.NaN, 20))).toEqual(read(pageList(1, 20)));
  });
});
