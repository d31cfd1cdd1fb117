import { AUDIT_ACTIONS, type AuditAction } from '@henesys/contracts';

export interface AuditFilters {
  /** The staff member's name (a prefix). */
  actor: string;
  action: AuditAction | '';
  /** What was acted on: an account name, 'account:12', 'report:3'... */
  target: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', target: '' };

const isAction = (value: string | null): value is AuditAction => AUDIT_ACTIONS.includes(value as AuditAction);

/** The filters kept in the page's address (?actor=&action=&target=); an unknown action is no filter. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const action = params.get('action');
  return {
    actor: params.get('actor') ?? '',
    action: isAction(action) ? action : '',
    target: params.get('target') ?? '',
  };
}

/** The filters set, trimmed, as query parameters (of GET /staff/audit and of the page's address); empty ones are left out. */
export function auditParams(filters: AuditFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of ['actor', 'action', 'target'] as const) {
    const value = filters[name].trim();
    if (value) params[name] = value;
  }
  return params;
}
