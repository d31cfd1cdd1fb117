import type { ComponentType, ReactNode } from 'react';
import type { ContentKindPath, InputOf, RecordOf } from '../api/content-items';
import type { Report } from './feedback';

export type FieldErrors<TForm> = Partial<Record<keyof TForm, string>>;

/** What a kind's own fields get from the editor. */
export interface FieldsProps<TForm> {
  form: TForm;
  errors: FieldErrors<TForm>;
  set: <F extends keyof TForm>(key: F, value: TForm[F]) => void;
  /** True for an existing item, false for a new one. */
  editing: boolean;
}

/** One column of a kind's table: its header, and its cell (the first one is the row's header). */
export interface Column<TRecord> {
  label: string;
  cell: (record: TRecord) => ReactNode;
}

/** The buttons a kind adds to a row between Edit and Delete, and whether they are busy. */
export interface RowActions {
  busy: boolean;
  buttons: ReactNode;
}

/**
 * What differs between articles and notices in the Content Manager; the section, editor, table and row actions
 * around it are written once (content-section, content-editor, content-table).
 */
export interface ContentKind<K extends ContentKindPath, TForm> {
  path: K;
  /** The section's heading and the table's caption: 'Articles'. */
  title: string;
  /** The form's id prefix and the editor's word for it: 'article'. */
  noun: string;
  newLabel: string;
  createLabel: string;
  emptyText: string;
  /** The editor's heading for an existing item. */
  editHeading: (record: RecordOf<K>) => string;
  emptyForm: TForm;
  formOf: (record: RecordOf<K>) => TForm;
  /** The request body, or the fields' messages. */
  validate: (form: TForm) => { input: InputOf<K> } | { errors: FieldErrors<TForm> };
  /** The toast after a save. */
  savedText: (saved: RecordOf<K>, created: boolean) => string;
  Fields: ComponentType<FieldsProps<TForm>>;
  columns: readonly Column<RecordOf<K>>[];
  /** How a row's buttons name the item to screen readers, and Delete its question. */
  subject: (record: RecordOf<K>) => string;
  deleteQuestion: (record: RecordOf<K>) => string;
  /** A hook: the kind's own row buttons (a status change, hide or show), disabled too while the item is deleted. */
  useRowActions: (record: RecordOf<K>, report: Report, removing: boolean) => RowActions;
}
