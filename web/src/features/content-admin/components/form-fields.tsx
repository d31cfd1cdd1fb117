import { Button } from '../../../components/ui/button';

export { SelectField } from '../../../components/ui/select-field';
export { TextAreaField } from '../../../components/ui/textarea-field';

/** Save and Cancel at the foot of an editor. */
export function EditorButtons({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="button-row">
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
