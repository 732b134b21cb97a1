import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { caseStatusClasses, caseStatusLabel } from '@/copy/case-labels';
import { inOrganisationContext } from '@/lib/org/organisation';

/** A distinct colour for each case status; an unknown status ("Brak") is grey. */
const statusColors: Record<keyof typeof caseStatusClasses, MantineColor> = {
  New: 'blue',
  Offering: 'violet',
  InProgress: 'orange',
  Done: 'green',
  Rejected: 'red',
};

export interface CaseStatusTagProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: string | null | undefined;
}

/** The case status tag: the Polish label and the status style class of the spec (`case-status-<class>`). */
export function CaseStatusTag({ status, className, ...props }: CaseStatusTagProps) {
  const known = status && status in caseStatusClasses ? (status as keyof typeof caseStatusClasses) : undefined;
  const classes = ['case-status', known && `case-status-${caseStatusClasses[known]}`, className].filter(Boolean);
  return (
    <Badge
      variant="light"
      color={known ? statusColors[known] : 'gray'}
      className={classes.join(' ')}
      // the labels are short: never cut them to an ellipsis in a narrow table column
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {caseStatusLabel(status, inOrganisationContext())}
    </Badge>
  );
}
