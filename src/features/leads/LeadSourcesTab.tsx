import type { LeadSource, LeadSourceInput } from '@portal/sdk/model';
import { CreateLeadSourceBody } from '@portal/sdk/zod/leads';
import { createLeadSourceBodyDescriptionMax, createLeadSourceBodyNameMax } from '@portal/sdk/limits/leads';
import { useQuery } from '@tanstack/react-query';
import { RecordDictionary } from '@/components/dictionary/RecordDictionary';
import { leadSourcesQuery, useCreateLeadSource, useDeleteLeadSource, useUpdateLeadSource } from './api';
import { leadTexts } from './texts';

const texts = leadTexts.sources;

/**
 * "Źródła leadów": the lead-source dictionary (name, description, active); an inactive source stays with its old
 * leads but is not offered for new ones. The server refuses to delete a source still named by leads or campaigns,
 * and says where.
 */
export function LeadSourcesTab() {
  return (
    <RecordDictionary<LeadSource, LeadSourceInput>
      list={useQuery(leadSourcesQuery())}
      fields={[
        { kind: 'text', key: 'name', label: texts.name, required: true, maxLength: createLeadSourceBodyNameMax },
        {
          kind: 'text',
          key: 'description',
          label: texts.description,
          multiline: true,
          maxLength: createLeadSourceBodyDescriptionMax,
        },
        { kind: 'boolean', key: 'isActive', label: texts.active, description: texts.activeHint, default: true },
      ]}
      create={useCreateLeadSource()}
      update={useUpdateLeadSource()}
      remove={useDeleteLeadSource()}
      schema={CreateLeadSourceBody}
      texts={texts}
    />
  );
}
