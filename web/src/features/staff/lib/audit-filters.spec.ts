import { auditParams, NO_AUDIT_FILTERS, readAuditFilters } from './audit-filters';

describe('auditParams', () => {
  it('sends only the filters set, trimmed', () => {
    expect(auditParams({ actor: ' admin ', action: 'ban', target: '' })).toEqual({ actor: 'admin', action: 'ban' });
    expect(auditParams(NO_AUDIT_FILTERS)).toEqual({});
  });
});

describe('readAuditFilters', () => {
  it('reads the filters of the address', () => {
    expect(readAuditFilters(new URLSearchParams('actor=admin&action=unban&target=member'))).toEqual({
      actor: 'admin',
      action: 'unban',
      target: 'member',
    });
  });

  it('drops an action it does not know', () => {
    expect(readAuditFilters(new URLSearchParams('action=delete-everything'))).toEqual(NO_AUDIT_FILTERS);
  });
});
