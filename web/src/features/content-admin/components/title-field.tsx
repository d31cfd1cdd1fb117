import { Input } from '../../../components/ui/input';

/** An editor's first field: the title, focused as the editor opens. */
export function TitleField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (title: string) => void;
}) {
  return (
    <Input
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor opens on a click on New or Edit: focus goes to its first field.
      autoFocus
      id={id}
      label="Title"
      value={value}
      error={error}
      maxLength={200}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
