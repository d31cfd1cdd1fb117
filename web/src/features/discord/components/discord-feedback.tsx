import type { ReactNode } from 'react';

export interface DiscordFeedback {
  tone: 'success' | 'error';
  text: string;
  /** A link or hint shown after the text (the Discord invite after a 404 claim). */
  extra?: ReactNode;
}

/**
 * The outcome of a card's last action, in a live region that is always in the page so each new
 * message is announced (errors at once, successes politely). Same look as the settings messages.
 */
export function DiscordMessage({ feedback, id }: { feedback: DiscordFeedback | null; id: string }) {
  return (
    <div
      className="settings-message-region"
      id={id}
      aria-live={feedback?.tone === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {feedback ? (
        <p className={`settings-message settings-message--${feedback.tone}`}>
          {feedback.text}
          {feedback.extra ? <> {feedback.extra}</> : null}
        </p>
      ) : null}
    </div>
  );
}

/** A pill saying a state ('Connected as ...', 'Not connected'). */
export function DiscordBadge({ on, children }: { on: boolean; children: ReactNode }) {
  return <span className={`state-badge ${on ? 'state-badge--on' : 'state-badge--off'}`}>{children}</span>;
}
