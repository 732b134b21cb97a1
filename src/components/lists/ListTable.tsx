import { Table, type TableProps } from '@mantine/core';
import type { NavigateOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/links';
import { PhoneLine } from '@/components/PhoneLine';
import { phoneSecondary, phoneTableContainer } from './phone-table';
import { RowActions, type RowActionsOf } from './RowActions';
import { SortableHeader, type SortProps } from './SortableHeader';
import { listTexts } from './texts';

/** A cell's value as text: what the CSV holds and a phone's line under the first cell shows. */
export type CellText = string | number | null | undefined;

/** One column of a list: its header, its value, how it shows and sorts. */
export interface ListColumn<T, F extends string = string> {
  /** Unique within the table. */
  key: string;
  header: string;
  /** The value as text: the CSV's cell, the phone's line, and the cell itself when `cell` is not given. */
  value?: (row: T) => CellText;
  /** What the cell shows when it is more than its text: a tag, a control. */
  cell?: (row: T) => ReactNode;
  /** Where the cell's text leads (`linkOptions({ to, params })`), in the phone's line too. */
  link?: (row: T) => NavigateOptions;
  /** The API's `sortBy` value, when the column sorts the list. */
  sort?: F;
  align?: 'right';
  /** No line break inside the cell (dates, amounts). */
  nowrap?: boolean;
  /**
   * On a phone (no sideways scrolling at 390 px): `key` stays a column; `line` (the default after the first
   * column) joins the line of text under the first cell, `labelled` joins it as "Header: value"; `hide` is left
   * out there.
   */
  phone?: 'key' | 'line' | 'labelled' | 'hide';
  /** What the phone's line shows of the column when its text is not enough (a link, "termin 2026-11-05"). */
  line?: (row: T) => ReactNode;
  /** Left out of the CSV (a column of controls). */
  csv?: false;
  /** Left out of the table: a detail only the CSV carries. */
  table?: false;
}

export interface ListTableProps<T, F extends string> extends Omit<TableProps, 'children'> {
  rows: readonly T[];
  columns: readonly (ListColumn<T, F> | false | null | undefined)[];
  rowKey: (row: T) => string | number;
  /** The table's accessible name. */
  label: string;
  /** Shows the label above the table as its caption (a small table without a heading of its own). */
  caption?: boolean;
  /** The width under which the table scrolls sideways above a phone (a small table: 0); 900 px by default. */
  minWidth?: number;
  /** The list's order and what a header click does (useListView's `sort`); without it no header sorts. */
  sort?: SortProps<F>;
  actions?: RowActionsOf<T>;
}

/** The columns that are shown: a column may be left out with `false` (`showClient && column`). */
export const shownColumns = <T, F extends string>(columns: ListTableProps<T, F>['columns']) =>
  columns.filter((column): column is ListColumn<T, F> => Boolean(column));

const textOf = (value: CellText) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** A cell's text as a link; underlined in the phone's line, where colour alone would not tell it from the text. */
function CellLink({
  to,
  underline,
  children,
}: {
  to: NavigateOptions;
  underline: 'hover' | 'always';
  children: ReactNode;
}) {
  return (
    <AnchorLink to={to.to as never} params={to.params as never} search={to.search as never} underline={underline}>
      {children}
    </AnchorLink>
  );
}

/**
 * A list's table, declared as columns: sortable headers with `aria-sort`, row actions, and on a phone only the key
 * columns, the others' values in a line under the first cell's (app.css, `.phone-table`).
 */
export function ListTable<T, F extends string = string>({
  rows,
  columns,
  rowKey,
  label,
  caption = false,
  minWidth,
  sort,
  actions,
  ...tableProps
}: ListTableProps<T, F>) {
  const shown = shownColumns(columns).filter((column) => column.table !== false);
  const phoneOf = (column: ListColumn<T, F>, index: number) => column.phone ?? (index === 0 ? 'key' : 'line');
  const secondary = (column: ListColumn<T, F>, index: number) =>
    phoneOf(column, index) === 'key' ? {} : phoneSecondary;
  const lineColumns = shown.filter(
    (column, index) => ['line', 'labelled'].includes(phoneOf(column, index)) && (column.line ?? column.value),
  );
  const cellOf = (column: ListColumn<T, F>, row: T) => {
    if (column.cell) return column.cell(row);
    const text = textOf(column.value?.(row));
    return column.link ? (
      <CellLink to={column.link(row)} underline="hover">
        {text}
      </CellLink>
    ) : (
      text
    );
  };
  const linePart = (column: ListColumn<T, F>, row: T) => {
    let part = column.line ? column.line(row) : column.value!(row);
    if (part === null || part === undefined || part === '' || part === false) return null;
    if (column.link && !column.line)
      part = (
        <CellLink to={column.link(row)} underline="always">
          {part}
        </CellLink>
      );
    if (column.phone === 'labelled')
      part = (
        <>
          {`${column.header}: `}
          {part}
        </>
      );
    return column.nowrap ? <span style={{ whiteSpace: 'nowrap' }}>{part}</span> : part;
  };

  return (
    <Table.ScrollContainer {...phoneTableContainer} {...(minWidth !== undefined && { minWidth })}>
      <Table verticalSpacing="sm" aria-label={label} {...tableProps}>
        {caption && <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{label}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {shown.map((column, index) =>
              sort && column.sort ? (
                <SortableHeader
                  key={column.key}
                  field={column.sort}
                  isSecondary={phoneOf(column, index) !== 'key'}
                  align={column.align}
                  {...sort}
                >
                  {column.header}
                </SortableHeader>
              ) : (
                <Table.Th key={column.key} ta={column.align} {...secondary(column, index)}>
                  {column.header}
                </Table.Th>
              ),
            )}
            {actions && (
              <Table.Th ta="right" w={1}>
                {listTexts.actions}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const line = lineColumns.map((column) => linePart(column, row)).filter((part) => part !== null);
            return (
              <Table.Tr key={rowKey(row)}>
                {shown.map((column, index) => (
                  <Table.Td
                    key={column.key}
                    ta={column.align}
                    style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    {...secondary(column, index)}
                  >
                    {cellOf(column, row)}
                    {index === 0 && line.length > 0 && <PhoneLine parts={line} />}
                  </Table.Td>
                ))}
                {actions && (
                  <Table.Td ta="right">
                    <RowActions row={row} actions={actions} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
