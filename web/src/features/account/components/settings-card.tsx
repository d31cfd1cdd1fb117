import type { ReactNode } from 'react';
import './account-settings.css';
import { Button } from '../../../components/ui/button';

export interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

/** One card of the settings page, named by its heading. */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The outcome of a card's last action. The live region is always in the page, so screen readers
 * announce each new message: errors at once, successes politely.
 */
export function SettingsMessage({ feedback }: { feedback: Feedback | null }) {
  return (
    <div
      className="settings-message-region"
      aria-live={feedback?.tone === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {feedback ? <p className={`settings-message settings-message--${feedback.tone}`}>{feedback.text}</p> : null}
    </div>
  );
}

/** The end of a settings form: its last outcome, then the submit button (disabled while it runs). */
export function FormFooter({
  feedback,
  busy,
  label,
  busyLabel,
}: {
  feedback: Feedback | null;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <SettingsMessage feedback={feedback} />
      <div className="button-row">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}

/** A card's data did not load: the message and a way to try again. */
export function LoadFailure({
  text,
  onRetry,
  retrying = false,
}: {
  text: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div>
      <p className="settings-message settings-message--error" role="alert">
        {text}
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}

/** A pill saying a state ('Enabled', 'Not connected'). */
export function StateBadge({ on, children }: { on: boolean; children: ReactNode }) {
  return <span className={`state-badge ${on ? 'state-badge--on' : 'state-badge--off'}`}>{children}</span>;
}
