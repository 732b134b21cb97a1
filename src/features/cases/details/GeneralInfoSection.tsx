import type { Case } from '@portal/sdk/model';
import { formatMoney, yesNo } from '../../../copy/case-details';
import { caseFieldLabels } from '../../../copy/case-labels';
import { optionalDate } from './format';
import { InfoList } from './InfoList';
import { Section } from './Section';

/** Description, dates, value and the register/BIK removal flags. */
export function GeneralInfoSection({ caseItem }: { caseItem: Case }) {
  const info = caseItem.generalInfo;
  return (
    <Section title="Informacje ogólne">
      <InfoList
        items={[
          [caseFieldLabels.Description, info?.description],
          [caseFieldLabels.BeginDate, optionalDate(info?.beginDate)],
          [caseFieldLabels.DeadLine, optionalDate(info?.deadLine)],
          ['Wartość sprawy', info?.value == null ? undefined : formatMoney(info.value)],
          [caseFieldLabels.RegisterRemoval, yesNo(info?.registerRemoval)],
          [caseFieldLabels.BikRemoval, yesNo(info?.bikRemoval)],
        ]}
      />
    </Section>
  );
}
