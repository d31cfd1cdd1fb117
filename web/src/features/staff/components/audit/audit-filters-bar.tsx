import { useEffect, useEffectEvent, useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@henesys/contracts';
import { Input } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select-field';
import { Toolbar } from '../../../../components/ui/toolbar';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import type { AuditFilters } from '../../lib/audit-filters';
import { AUDIT_ACTION_LABELS } from '../../lib/labels';

const ACTION_OPTIONS = [
  ['', 'All actions'] as const,
  ...AUDIT_ACTIONS.map((action) => [action, AUDIT_ACTION_LABELS[action]] as const),
];

/** Wait this long after the last keystroke before filtering. */
const FILTER_DEBOUNCE_MS = 400;

interface AuditFiltersBarProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}

/** Staff member, action and target; the text filters apply once typing pauses, the action at once. */
export function AuditFiltersBar({ filters, onChange }: AuditFiltersBarProps) {
  const [actor, setActor] = useState(filters.actor);
  const [target, setTarget] = useState(filters.target);
  const actorTyped = useDebouncedValue(actor.trim(), FILTER_DEBOUNCE_MS);
  const targetTyped = useDebouncedValue(target.trim(), FILTER_DEBOUNCE_MS);

  // Only settled typing filters; `filters` changing alone (Back) must not be written back, so the effect event
  // reads `filters` and `onChange` without watching them.
  const applyTyped = useEffectEvent((actor: string, target: string) => {
    if (actor !== filters.actor || target !== filters.target) onChange({ ...filters, actor, target });
  });
  useEffect(() => applyTyped(actorTyped, targetTyped), [actorTyped, targetTyped]);

  // The address changed elsewhere (Back, a link): the boxes follow it.
  useEffect(() => setActor((current) => (current.trim() === filters.actor ? current : filters.actor)), [filters.actor]);
  useEffect(
    () => setTarget((current) => (current.trim() === filters.target ? current : filters.target)),
    [filters.target],
  );

  return (
    <Toolbar>
      <Input id="audit-actor" label="Staff member" value={actor} onChange={(event) => setActor(event.target.value)} />
      <SelectField
        id="audit-action"
        label="Action"
        options={ACTION_OPTIONS}
        value={filters.action}
        onChange={(event) => onChange({ ...filters, action: event.target.value as AuditAction | '' })}
      />
      <Input
        id="audit-target"
        label="Target"
        placeholder="Account name, report:3..."
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      />
    </Toolbar>
  );
}
