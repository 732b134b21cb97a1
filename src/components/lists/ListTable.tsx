import { Table, type TableProps } from '@mantine/core';
import type { NavigateOptions } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { AnchorLink } from '@/components/links';
import { PhoneLine } from '@/components/PhoneLine';
import { usePhone } from '@/components/use-phone';
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
  /** No line break inside the cell (dates, amounts); `'table'`: only in the wide table, not in a phone's line. */
  nowrap?: boolean | 'table';
  /** The narrowest the column may get, in px (a case's name that should not wrap at every word). */
  minWidth?: number;
  /**
   * On a phone (no sideways scrolling at 390 px): `key` stays a column; `line` (the default after the first
   * column) joins the line of text under the first cell, `labelled` joins it as "Header: value"; `hide` is left
   * out there.
   */
  phone?: 'key' | 'line' | 'labelled' | 'hide';
  /** What a `labelled` column is called in the phone's line when its header is too long there ("Netto"). */
  phoneLabel?: string;
  /** What the phone's line shows of the column when its text is not enough (a link, "termin 2026-11-05"). */
  line?: (row: T) => ReactNode;
  /** Left out of the CSV (a column of controls). */
  csv?: false;
  /** Left out of the table: a detail only the CSV carries. */
  table?: false;
}

/** A row of the table's foot (a document's totals): its label, then the values of the columns it sums. */
export interface ListFooterRow {
  /** Unique among the foot's rows. */
  key: string;
  /**
   * The row's header, across the columns before the first one given a value (the first column at least; on a phone,
   * across those of them that stay: at least one of them should).
   */
  label: string;
  /** The values by column key (the text, as a column's `value`); a column without one stays empty. */
  values: Readonly<Partial<Record<string, CellText>>>;
  /** In bold (the grand total). */
  strong?: boolean;
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
  /**
   * On a phone: `line` (the default) keeps the key columns and gives the others' values a line under the first;
   * `stack` shows each row as a block with every cell under its column's name, for a table of controls that
   * cannot go in a line of text.
   */
  phoneLayout?: 'line' | 'stack';
  /**
   * The list's order and what a header click does (useListView's `sort`); without it no header sorts. A fixed order
   * (no `onSort`: the rows come sorted) marks only its own column's header.
   */
  sort?: SortProps<F>;
  actions?: RowActionsOf<T>;
  /** Rows under the list's own, in the table's foot: totals, each with its label. */
  footer?: readonly ListFooterRow[];
}

/** The columns that are shown: a column may be left out with `false` (`showClient && column`). */
export const shownColumns = <T, F extends string>(columns: ListTableProps<T, F>['columns']) =>
  columns.filter((column): column is ListColumn<T, F> => Boolean(column));

const textOf = (value: CellText) => (value === null || value === undefined || value === '' ? '-' : String(value));

type Phone = NonNullable<ListColumn<unknown>['phone']>;
/** How a column shows on a phone: the first stays unless it says otherwise, the others join the line. */
const phoneOf = (column: Pick<ListColumn<unknown>, 'phone'>, index: number): Phone =>
  column.phone ?? (index === 0 ? 'key' : 'line');
const secondary = (column: Pick<ListColumn<unknown>, 'phone'>, index: number) =>
  phoneOf(column, index) === 'key' ? {} : phoneSecondary;
const inLine = (column: Pick<ListColumn<unknown>, 'phone'>, index: number) =>
  ['line', 'labelled'].includes(phoneOf(column, index));
const nowrapStyle = { whiteSpace: 'nowrap' } as const;

/**
 * A column's part of the phone's line: "Header: value" when labelled, the value on one line when the column is. A
 * narrow line may break between the label and its value (a large amount under its label fits a phone).
 */
function phonePart(column: Pick<ListColumn<unknown>, 'phone' | 'phoneLabel' | 'header' | 'nowrap'>, part: ReactNode) {
  const value = column.nowrap === true ? <span style={nowrapStyle}>{part}</span> : part;
  if (column.phone !== 'labelled') return value;
  // the label's words stay together (no-break spaces)
  return (
    <>
      {`${(column.phoneLabel ?? column.header).replaceAll(' ', '\u00a0')}: `}
      {value}
    </>
  );
}

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
 * A list's table, declared as columns: sortable headers with `aria-sort`, row actions, a foot of totals, and on a
 * phone only the key columns, the others' values in a line under the first key cell's (app.css, `.phone-table`).
 */
export function ListTable<T, F extends string = string>({
  rows,
  columns,
  rowKey,
  label,
  caption = false,
  minWidth,
  phoneLayout = 'line',
  sort,
  actions,
  footer,
  ...tableProps
}: ListTableProps<T, F>) {
  const shown = shownColumns(columns).filter((column) => column.table !== false);
  const lineColumns = shown.filter((column, index) => inLine(column, index) && (column.line ?? column.value));
  // the line goes under the first cell that a phone keeps
  const lineAt = Math.max(
    shown.findIndex((column, index) => phoneOf(column, index) === 'key'),
    0,
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
    return phonePart(column, part);
  };

  return (
    <Table.ScrollContainer
      {...phoneTableContainer}
      className={
        phoneLayout === 'stack' ? `${phoneTableContainer.className} phone-stack` : phoneTableContainer.className
      }
      {...(minWidth !== undefined && { style: { '--list-min-width': `${minWidth}px` } as CSSProperties })}
    >
      <Table verticalSpacing="sm" aria-label={label} {...tableProps}>
        {caption && <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{label}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {shown.map((column, index) =>
              sort && column.sort && (sort.onSort || column.sort === sort.sortBy) ? (
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
                    miw={column.minWidth}
                    data-label={phoneLayout === 'stack' && index > 0 ? column.header : undefined}
                    style={column.nowrap ? nowrapStyle : undefined}
                    {...secondary(column, index)}
                  >
                    {cellOf(column, row)}
                    {index === lineAt && line.length > 0 && <PhoneLine parts={line} />}
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
        {footer && footer.length > 0 && <ListFooter rows={footer} columns={shown} withActions={Boolean(actions)} />}
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The table's foot: each row's label across the columns before its values; on a phone it spans only the columns
 * that stay there, and the values of those that go join a line under it.
 */
function ListFooter<T, F extends string>({
  rows,
  columns,
  withActions,
}: {
  rows: readonly ListFooterRow[];
  columns: readonly ListColumn<T, F>[];
  withActions: boolean;
}) {
  const phone = usePhone();
  return (
    <Table.Tfoot>
      {rows.map((row) => {
        const valued = (column: ListColumn<T, F>) => row.values[column.key] !== undefined;
        const first = columns.findIndex(valued);
        const span = first < 0 ? columns.length : Math.max(first, 1);
        const kept = columns.slice(0, span).filter((column, index) => phoneOf(column, index) === 'key').length;
        const line = columns
          .map((column, index) => ({ column, index }))
          .filter(({ column, index }) => index >= span && inLine(column, index) && valued(column))
          .map(({ column }) => phonePart(column, textOf(row.values[column.key])));
        const fw = row.strong ? 700 : undefined;
        return (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" colSpan={phone ? Math.max(kept, 1) : span} fw={400}>
              {row.strong ? <strong>{row.label}</strong> : row.label}
              {line.length > 0 && <PhoneLine parts={line} />}
            </Table.Th>
            {columns.slice(span).map((column, i) => (
              <Table.Td
                key={column.key}
                ta={column.align}
                fw={fw}
                style={column.nowrap ? nowrapStyle : undefined}
                {...secondary(column, span + i)}
              >
                {row.values[column.key] ?? ''}
              </Table.Td>
            ))}
            {withActions && <Table.Td />}
          </Table.Tr>
        );
      })}
    </Table.Tfoot>
  );
}
