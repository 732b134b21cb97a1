import { Button, type ButtonProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { reportCaseLabel } from '../../copy/case-labels';

export interface ReportCaseButtonProps extends Omit<ButtonProps, 'children'> {
  /** Where the button leads; the client's add-case route unless given. */
  to?: string;
}

/** The "report a new case" link button (spec 000 section 2, small shared selectors). */
export function ReportCaseButton({ to = '/yourCases/add', ...props }: ReportCaseButtonProps) {
  return (
    <Button component={Link} to={to} {...props}>
      {reportCaseLabel}
    </Button>
  );
}
