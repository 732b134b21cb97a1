import type { Case } from '@portal/sdk/model';
import { caseFieldLabels } from '@/copy/case-labels';
import { caseTexts } from '@/features/cases/texts';
import { optionalAmount, optionalDate, yesNo } from './format';
import { InfoList, shownItems, type InfoItem } from './InfoList';
import { Section } from './Section';

/**
 * Description, dates, value and the register/BIK removal flags. The client (`forClient`) sees only what is
 * filled in, and the removal flags only when they are set (they belong to debt cases): with nothing to show,
 * no section.
 */
export function GeneralInfoSection({ caseItem, forClient = false }: { caseItem: Case; forClient?: boolean }) {
  const info = caseItem.generalInfo;
  const removal = (flag: boolean | null | undefined) => (forClient && !flag ? undefined : yesNo(flag));
  const items: InfoItem[] = [
    [caseFieldLabels.Description, info?.description],
    [caseFieldLabels.BeginDate, optionalDate(info?.beginDate)],
    [caseFieldLabels.DeadLine, optionalDate(info?.deadLine)],
    [caseTexts.details.general.value, optionalAmount(info?.value)],
    [caseFieldLabels.RegisterRemoval, removal(info?.registerRemoval)],
    [caseFieldLabels.BikRemoval, removal(info?.bikRemoval)],
  ];
  if (shownItems(items, forClient).length === 0) return null;
  return (
    <Section title={caseTexts.details.general.title}>
      <InfoList items={items} hideEmpty={forClient} />
    </Section>
  );
}
