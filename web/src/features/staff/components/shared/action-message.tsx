import { failureText } from '../../../../lib/error-message';

export interface ActionOutcome {
  /** What the server answered (its `message`), or what the page says of the success. */
  success?: string | readonly string[] | null;
  error?: unknown;
}

/**
 * What a staff action did, in place under its button: the server's answer, or why it failed. Both live
 * regions are always there, so a screen reader announces what appears in them.
 */
export function ActionMessage({
  outcome,
  failure = 'The action failed',
}: {
  outcome: ActionOutcome;
  /** What failed, when the server sent no message of its own. */
  failure?: string;
}) {
  const lines = typeof outcome.success === 'string' ? [outcome.success] : (outcome.success ?? []);
  return (
    <div className="staff-outcome">
      <div role="status">
        {outcome.error
          ? null
          : lines.map((line, index) => (
              // Two lines may read alike (the same item sent twice): their place tells them apart.
              <p key={index} className="staff-outcome__success">
                {line}
              </p>
            ))}
      </div>
      <div role="alert">
        {outcome.error ? <p className="staff-outcome__error">{failureText(outcome.error, failure)}</p> : null}
      </div>
    </div>
  );
}
