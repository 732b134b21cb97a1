// A table that keeps only its key columns on a phone (`.phone-table` in app.css): the others are marked secondary
// and their values join a line of text under the first cell's main value there.

/** Props of the table's Table.ScrollContainer: no sideways scrolling on a phone, room for every column above. */
export const phoneTableContainer = { minWidth: 'var(--phone-table-min-width)', className: 'phone-table' };
/** Marks a column (its header and cells) that a phone leaves out. */
export const phoneSecondary = { 'data-secondary': true };
/** The class of the line a phone shows under the first cell's value, hidden above a phone. */
export const phoneLineClass = 'phone-table-line';
