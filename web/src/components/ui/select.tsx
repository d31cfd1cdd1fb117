import type { Ref, SelectHTMLAttributes } from 'react';

/** A select's choices: [value, label] pairs, in order. */
export type SelectOptions = ReadonlyArray<readonly [value: string, label: string]>;

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: SelectOptions;
  ref?: Ref<HTMLSelectElement>;
}

/** The site's select: its options from [value, label] pairs. Labelled by the caller (SelectField, or a label of its own). */
export function Select({ options, ...select }: SelectProps) {
  return (
    <select {...select}>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  );
}
