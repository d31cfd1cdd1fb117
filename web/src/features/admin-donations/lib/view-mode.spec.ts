import { resolveView } from './view-mode';

describe('resolveView', () => {
  it('shows cards at 600 px or less and the table above, by default', () => {
    expect(resolveView(true, null)).toBe('cards');
    expect(resolveView(false, null)).toBe('table');
  });

  it("follows the admin's choice at the size it was made", () => {
    expect(resolveView(false, { view: 'cards', narrow: false })).toBe('cards');
    expect(resolveView(true, { view: 'table', narrow: true })).toBe('table');
  });

  it('goes back to the automatic view once the screen crosses the breakpoint', () => {
    expect(resolveView(true, { view: 'table', narrow: false })).toBe('cards');
    expect(resolveView(false, { view: 'cards', narrow: true })).toBe('table');
  });
});
