export type ViewMode = 'table' | 'cards';

/** A view the admin picked, remembered with the screen size it was picked at. */
export interface ViewChoice {
  view: ViewMode;
  narrow: boolean;
}

/**
 * SPEC §2: cards at widths of 600 px or less, the table above. The toggle overrides that until the
 * screen crosses the breakpoint; then the automatic choice applies again.
 */
export function resolveView(narrow: boolean, choice: ViewChoice | null): ViewMode {
  if (choice && choice.narrow === narrow) return choice.view;
  return narrow ? 'cards' : 'table';
}
