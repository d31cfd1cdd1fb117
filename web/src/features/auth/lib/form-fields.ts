/** One message per field; a field without a message is valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Keeps the fields whose rule returned a message (the contracts' checks return null when valid). */
export function compactErrors<K extends string>(checks: Record<K, string | null | undefined>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    const message = checks[key];
    if (message) errors[key] = message;
  }
  return errors;
}

/** The first field, in the form's order, that has a message: focus goes there on submit. */
export function firstInvalid<K extends string>(errors: FieldErrors<K>, order: readonly K[]): K | null {
  return order.find((key) => Boolean(errors[key])) ?? null;
}

/**
 * Moves focus to the first invalid field of `form` (inputs are found by their name) and says whether
 * there was one, so a submit handler can `if (focusFirstInvalid(...)) return;`.
 */
export function focusFirstInvalid<K extends string>(
  form: HTMLFormElement,
  errors: FieldErrors<K>,
  order: readonly K[],
): boolean {
  const key = firstInvalid(errors, order);
  if (key === null) return false;
  const field = form.elements.namedItem(key);
  if (field instanceof HTMLElement) field.focus();
  return true;
}

/** A text field of a submitted form ('' when missing). */
export function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
