import type { ComboboxData } from '@mantine/core';
import {
  updateMarketingCampaignBodyDescriptionMax,
  updateMarketingCampaignBodyNameMax,
} from '@portal/sdk/limits/marketing-campaigns';
import type { MarketingCampaign } from '@portal/sdk/model';
import { UpdateMarketingCampaignBody } from '@portal/sdk/zod/marketing-campaigns';
import type { DictionaryField } from '@/components/dictionary/fields';
import { targetKindLabels } from '@/copy/sales-labels';
import { campaignTexts } from './texts';

const texts = campaignTexts.edit;

/**
 * The campaign form's rules: the contract's (a name of at most 200 characters, a start, a budget not below 0 …)
 * and an end not before the start, which the server checks too.
 */
export const campaignSchema = UpdateMarketingCampaignBody.refine(
  (campaign) => !campaign.endDate || !campaign.startDate || campaign.endDate >= campaign.startDate,
  // checked beside the other fields' messages (by default a refinement waits until they all pass)
  { path: ['endDate'], error: texts.endBeforeStart, when: () => true },
);

interface Choices {
  departments: ComboboxData;
  products: ComboboxData;
  leadSources: ComboboxData;
  /** The campaign's target users by name (they come from the marketing system: shown, not changed). */
  targetUsers: string;
}

/**
 * A campaign's fields in the edit form: every field of the contract but its target users, which the marketing
 * system chooses (named under the kind when it has any). The form sends them as a merge-patch, so those stay.
 */
export const campaignFields = (choices: Choices): DictionaryField<keyof MarketingCampaign & string>[] => [
  { kind: 'text', key: 'name', label: texts.name, required: true, maxLength: updateMarketingCampaignBodyNameMax },
  {
    kind: 'enum',
    key: 'targetKind',
    label: texts.targetKind,
    labels: targetKindLabels,
    required: true,
    description: choices.targetUsers ? texts.targetUsers(choices.targetUsers) : undefined,
  },
  { kind: 'date', key: 'startDate', label: texts.startDate, required: true },
  { kind: 'date', key: 'endDate', label: texts.endDate, description: texts.endDateHint },
  { kind: 'money', key: 'budget', label: texts.budget },
  reference('departmentId', texts.department, choices.departments),
  reference('productId', texts.product, choices.products),
  { ...reference('leadSourceId', texts.leadSource, choices.leadSources), description: texts.leadSourceHint },
  { kind: 'boolean', key: 'isActive', label: texts.isActive, default: true },
  {
    kind: 'text',
    key: 'description',
    label: texts.description,
    multiline: true,
    maxLength: updateMarketingCampaignBodyDescriptionMax,
  },
];

const reference = (
  key: 'departmentId' | 'productId' | 'leadSourceId',
  label: string,
  options: ComboboxData,
): DictionaryField<keyof MarketingCampaign & string> => ({
  kind: 'reference',
  key,
  label,
  useOptions: () => options,
  text: () => null,
  placeholder: texts.none,
});
