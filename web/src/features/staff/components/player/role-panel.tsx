import { useState } from 'react';
import { STAFF_API_ROLES, type StaffAccount, type StaffApiRole } from '@henesys/contracts';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { useSetRole } from '../../api/set-role';
import { ROLE_LABELS } from '../../lib/labels';
import { ActionMessage } from '../shared/action-message';
import { StaffSection } from '../shared/staff-section';

const ROLE_OPTIONS = STAFF_API_ROLES.map((role) => [role, ROLE_LABELS[role]] as const);

/** The site role of a player who has a site account (admins only: the route leaves it out for Moderators). */
export function RolePanel({ account }: { account: StaffAccount & { role: StaffApiRole } }) {
  const [role, setRole] = useState<StaffApiRole>(account.role);
  const change = useSetRole();
  return (
    <StaffSection title="Site role">
      <form
        className="staff-form staff-form--inline"
        aria-label="Site role"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ accountId: account.id, role });
        }}
      >
        <SelectField
          id="staff-role"
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffApiRole)}
        />
        <Button type="submit" disabled={change.isPending || role === account.role}>
          {change.isPending ? 'Saving...' : 'Save role'}
        </Button>
        <ActionMessage
          outcome={{ success: change.data?.message, error: change.error }}
          failure="Failed to change the role"
        />
      </form>
    </StaffSection>
  );
}
