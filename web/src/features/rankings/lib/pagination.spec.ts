import { pageItems } from './pagination';

describe('pageItems', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows nothing when there is no page', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('near the start: the first five pages, an ellipsis and the last page', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
    expect(pageItems(4, 100)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 100]);
  });

  it('in the middle: the first page, the current one with its neighbours, the last page', () => {
    expect(pageItems(5, 100)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 100]);
    expect(pageItems(50_000, 98_511)).toEqual([1, 'ellipsis-start', 49_999, 50_000, 50_001, 'ellipsis-end', 98_511]);
  });

  it('near the end: the first page, an ellipsis and the last five pages', () => {
    expect(pageItems(97, 100)).toEqual([1, 'ellipsis-start', 96, 97, 98, 99, 100]);
    expect(pageItems(100, 100)).toEqual([1, 'ellipsis-start', 96, 97, 98, 99, 100]);
  });

  it('treats a page beyond the last as the last', () => {
    expect(pageItems(500, 100)).toEqual([1, 'ellipsis-start', 96, 97, 98, 99, 100]);
  });
});
