import { Button } from '../../../components/ui/button';

/** A small button of a table row; screen readers hear which item it acts on ("Publish Lantern Night"). */
export function RowButton({
  label,
  subject,
  disabled,
  onClick,
}: {
  label: string;
  subject: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="secondary" size="small" disabled={disabled} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {subject}</span>
    </Button>
  );
}
