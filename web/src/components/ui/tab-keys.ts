/**
 * Keyboard movement in a tab list (WAI-ARIA tabs pattern): arrows move and wrap, Home and End jump.
 * Returns the index of the tab to focus, or null when the key does not move.
 */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
