import { changeSummary } from './audit-change';

describe('changeSummary', () => {
  it('shows the changed fields as before → after', () => {
    expect(changeSummary({ role: 'member', name: 'Leaf' }, { role: 'moderator', name: 'Leaf' })).toBe(
      'role: member → moderator',
    );
  });

  it('shows a value with no before, and one that went away', () => {
    expect(changeSummary(null, { banned: true, until: null })).toBe('banned: true');
    expect(changeSummary({ reason: 'Botting' }, {})).toBe('reason: was Botting');
  });

  it('writes objects as JSON and says how many more fields changed', () => {
    expect(changeSummary({}, { a: 1, b: 2, c: 3, d: { x: 1 }, e: 5, f: 6 })).toBe(
      'a: 1; b: 2; c: 3; d: {"x":1}; 2 more',
    );
  });

  it('is empty when nothing is recorded', () => {
    expect(changeSummary(null, null)).toBe('');
  });
});
