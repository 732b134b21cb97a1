import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import { ButtonLink } from '@/components/links';
import { caseComponentTexts } from './texts';

export interface ReportCaseButtonProps<TOptions> {
  /** Where the button leads; the client's add-case route unless given. */
  link?: ValidateLinkOptions<RegisteredRouter, TOptions>;
}

/** The "report a new case" link button (spec 000 section 2, small shared selectors). */
export function ReportCaseButton<TOptions>({ link }: ReportCaseButtonProps<TOptions>) {
  // the caller's options were checked against the route tree by ValidateLinkOptions
  const target = (link ?? { to: '/yourCases/add' }) as { to: '/yourCases/add' };
  return <ButtonLink {...target}>{caseComponentTexts.reportCase}</ButtonLink>;
}
