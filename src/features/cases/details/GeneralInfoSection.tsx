import type { Case } from '@portal/sdk/model';
import { caseFieldLabels } from '../../../copy/case-labels';
import { caseTexts } from '../texts';
import { optionalAmount, optionalDate, yesNo } from './format';
import { InfoList } from './InfoList';
import { Section } from './Section';

/** Description, dates, value and the register/BIK removal flags. */
export function GeneralInfoSection({ caseItem }: { caseItem: Case }) {
  const info = caseItem.generalInfo;
  return (
    <Section title={caseTexts.details.general.title}>
      <InfoList
        items={[
          [caseFieldLabels.Description, info?.description],
          [caseFieldLabels.BeginDate, optionalDate(info?.beginDate)],
          [caseFieldLabels.DeadLine, optionalDate(info?.deadLine)],
          [caseTexts.details.general.value, optionalAmount(info?.value)],
          [caseFieldLabels.RegisterRemoval, yesNo(info?.registerRemoval)],
          [caseFieldLabels.BikRemoval, yesNo(info?.bikRemoval)],
        ]}
      />
    </Section>
  );
}
