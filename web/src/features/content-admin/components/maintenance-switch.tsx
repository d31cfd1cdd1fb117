import { useSetMaintenance } from '../api/set-maintenance';
import { failureText } from '../lib/failure';
import type { Report } from './feedback';
import { Switch } from '../../../components/ui/switch';

/** The maintenance switch: while on, the server status widget shows maintenance. */
export function MaintenanceSwitch({ on, report }: { on: boolean; report: Report }) {
  const mutation = useSetMaintenance();
  return (
    <section className="card admin-section" aria-labelledby="maintenance-title">
      <h2 id="maintenance-title">Maintenance</h2>
      <div className="switch-row">
        <Switch
          checked={on}
          aria-describedby="maintenance-help"
          className="switch"
          disabled={mutation.isPending}
          onClick={() =>
            mutation.mutate(!on, {
              onSuccess: (answer) => report('success', answer.message),
              onError: (error) => report('error', failureText(error, 'Failed to switch maintenance')),
            })
          }
        >
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb" />
          </span>
          <span>Maintenance mode</span>
          <span className={`switch__state switch__state--${on ? 'on' : 'off'}`}>{on ? 'On' : 'Off'}</span>
        </Switch>
        <p id="maintenance-help" className="meta">
          While on, the server status on every page reads 'maintenance'.
        </p>
      </div>
    </section>
  );
}
