import { changedFields, changeTarget } from './content-change';

describe('changedFields', () => {
  it('keeps only the fields an edit changed, on both sides', () => {
    expect(
      changedFields(
        { title: 'Old', status: 'active', endDate: null, content: 'Same' },
        { title: 'New', status: 'active', endDate: '2026-12-01T00:00:00.000Z', content: 'Same' },
      ),
    ).toEqual({
      before: { title: 'Old', endDate: null },
      after: { title: 'New', endDate: '2026-12-01T00:00:00.000Z' },
    });
    expect(changedFields({ title: 'Same' }, { title: 'Same' })).toEqual({ before: {}, after: {} });
  });

  it('shows every field of a creation or a deletion', () => {
    expect(changedFields(null, { title: 'New', status: 'inactive' })).toEqual({
      before: null,
      after: { title: 'New', status: 'inactive' },
    });
    expect(changedFields({ title: 'Gone' }, null)).toEqual({ before: { title: 'Gone' }, after: null });
  });
});

describe('changeTarget', () => {
  it('names an article or a notice by id, the maintenance switch by name', () => {
    expect(changeTarget({ action: 'update', entity: 'article', entityId: 7 })).toBe('article:7');
    expect(changeTarget({ action: 'delete', entity: 'notice', entityId: 3 })).toBe('notice:3');
    expect(changeTarget({ action: 'maintenance', entity: 'server', entityId: null })).toBe('server:maintenance');
  });
});
