import { useId, type ReactNode } from 'react';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { classNames } from './class-names';
import { EmptyState } from './list-state';
import { Table } from './table';
import './data-list.css';

export interface DataColumn<Row> {
  /** The column's header, and the field's label in a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells in the table (a width, a nowrap). */
  className?: string;
  /** In a card, the field takes the card's whole width (long text, buttons). */
  wide?: boolean;
}

export interface DataListProps<Row> {
  /** What the list holds: the table's caption and the cards' list name. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What names a record: the table's row header and the card's heading. */
  title: DataColumn<Row>;
  columns: ReadonlyArray<DataColumn<Row> | false | null | undefined>;
  /** The record's buttons: the table's last column, the foot of a card. */
  actions?: DataColumn<Row>;
  /** Said instead of the list when there are no rows ('No votes yet.'). */
  empty?: ReactNode;
  className?: string;
}

/**
 * A list of records as a table on wide screens and as cards at 600 px and below (the phone layout of
 * SPEC §9), the way the Donations Manager shows its donations. `false` columns are left out.
 */
export function DataList<Row>(props: DataListProps<Row>) {
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY);
  if (props.rows.length === 0 && props.empty !== undefined) return <EmptyState>{props.empty}</EmptyState>;
  return narrow ? <DataCards {...props} /> : <DataTable {...props} />;
}

function shown<Row>(columns: DataListProps<Row>['columns']): DataColumn<Row>[] {
  return columns.filter((column): column is DataColumn<Row> => Boolean(column));
}

function DataTable<Row>({ label, rows, rowKey, title, columns, actions, className }: DataListProps<Row>) {
  const cells = shown(columns);
  return (
    <Table
      caption={label}
      hideCaption
      scrollLabel={`${label} table`}
      wrapClassName="data-table-wrap"
      className={classNames('data-table', className)}
    >
      <thead>
        <tr>
          <th scope="col">{title.header}</th>
          {cells.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
          {actions ? <th scope="col">{actions.header}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className={title.className}>
              {title.cell(row)}
            </th>
            {cells.map((column) => (
              <td key={column.header} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
            {actions ? <td className={actions.className}>{actions.cell(row)}</td> : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function DataCards<Row>({ label, rows, rowKey, title, columns, actions, className }: DataListProps<Row>) {
  const fields = shown(columns);
  const baseId = useId();
  return (
    <ul className={classNames('data-cards', className)} aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <article className="data-card" aria-labelledby={`${baseId}-${rowKey(row)}`}>
            <header className="data-card__head">
              <h3 id={`${baseId}-${rowKey(row)}`}>{title.cell(row)}</h3>
            </header>
            <dl className="data-card__fields">
              {fields.map((column) => (
                <div key={column.header} className={column.wide ? 'data-card__wide' : undefined}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className="data-card__actions">{actions.cell(row)}</div> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
