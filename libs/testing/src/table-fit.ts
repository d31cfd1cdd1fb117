import type { Locator } from 'playwright-core';

/** What `tableFit` measured (CSS px): the wrapper's visible and scrolled widths, every column header's right edge. */
export interface TableFit {
  /** The wrapper's visible width (clientWidth) and the width of what it holds (scrollWidth). */
  clientWidth: number;
  scrollWidth: number;
  /** The right edge of the wrapper's visible area (its padding box), from the page's left. */
  visibleRight: number;
  headers: Array<{ text: string; right: number }>;
  /** The page's scrollWidth and the window's width. */
  pageWidth: number;
  windowWidth: number;
  /** What does not fit, in words: empty when every column shows whole without scrolling sideways. */
  problems: string[];
}

/**
 * Measures a table in its scrolling wrapper (`wrap`, the Table component's `.table-wrap`, or the table
 * itself for its parent): every column header ends within the wrapper's visible width, the wrapper has
 * nothing to scroll sideways (scrollWidth <= clientWidth), and the page does not scroll sideways either.
 * `expect((await tableFit(wrap)).problems).toEqual([])` says which column is cut, and by how much.
 */
export async function tableFit(wrap: Locator): Promise<TableFit> {
  await wrap.waitFor({ state: 'visible' });
  return wrap.evaluate((element) => {
    const box = element.tagName === 'TABLE' && element.parentElement ? element.parentElement : element;
    const rect = box.getBoundingClientRect();
    const visibleRight = rect.left + box.clientLeft + box.clientWidth;
    const headers = Array.from(box.querySelectorAll('thead th')).map((cell) => ({
      text: (cell as HTMLElement).innerText.trim(),
      right: Math.round(cell.getBoundingClientRect().right * 10) / 10,
    }));
    const pageWidth = document.documentElement.scrollWidth;
    const windowWidth = document.documentElement.clientWidth;
    const problems = [
      ...headers
        .filter((header) => header.right > visibleRight + 0.5)
        .map(
          (header) => `the ${header.text} header ends at ${header.right} px, the visible area at ${visibleRight} px`,
        ),
      ...(box.scrollWidth > box.clientWidth
        ? [`the table scrolls sideways: ${box.scrollWidth} px wide in ${box.clientWidth} px`]
        : []),
      ...(pageWidth > windowWidth ? [`the page scrolls sideways: ${pageWidth} px wide in ${windowWidth} px`] : []),
    ];
    return {
      clientWidth: box.clientWidth,
      scrollWidth: box.scrollWidth,
      visibleRight: Math.round(visibleRight * 10) / 10,
      headers,
      pageWidth,
      windowWidth,
      problems,
    };
  });
}
