import { clampPage, pageLabel } from './pagination';

describe("pageLabel ('Page x of y')", () => {
  it('shows the current page and the number of pages', () => {
    expect(pageLabel(1, 1)).toBe('Page 1 of 1');
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
    expect(pageLabel(5, 5)).toBe('Page 5 of 5');
  });

  it('is page 1 of 1 for an empty list, and never past the last page', () => {
    expect(pageLabel(1, 0)).toBe('Page 1 of 1');
    expect(pageLabel(4, 2)).toBe('Page 2 of 2');
    expect(pageLabel(0, 3)).toBe('Page 1 of 3');
    expect(pageLabel(Number.NaN, Number.NaN)).toBe('Page 1 of 1');
  });
});

describe('clampPage', () => {
  it('keeps a page that exists and moves to the last one otherwise', () => {
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(0, 3)).toBe(1);
  });
});
