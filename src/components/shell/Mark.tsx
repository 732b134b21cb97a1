/** Letters shown as decoration only (see `.portal-mark` in app.css): not read, not part of any name. */
export function Mark({ text }: { text: string }) {
  return <span className="portal-mark" data-mark={text} aria-hidden />;
}

/** A person's initials, as Mantine's Avatar would show them. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
