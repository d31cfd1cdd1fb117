/** A date input's value ('YYYY-MM-DD') from the profile's birthday, which may also be a full ISO time. */
export function toDateInputValue(value: string | null | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return match ? match[1] : '';
}
