import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** The primary button of an auth form: disabled, with its busy label, while the call runs. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </Button>
  );
}
