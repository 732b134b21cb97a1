import { CreateManagerTitleBody } from '@portal/sdk/zod/manager-titles';
import { useQuery } from '@tanstack/react-query';
import { RecordDictionary } from '@/components/dictionary/RecordDictionary';
import { dictionaryTexts } from '@/components/dictionary/texts';
import { managerTitlesQuery, useCreateManagerTitle, useDeleteManagerTitle, useUpdateManagerTitle } from './api';
import { managerTitleTexts } from './texts';

/** `/managerTitles`: the titles a manager is shown with ("Senior Manager"), beside their name. */
export function ManagerTitlesScreen() {
  return (
    <RecordDictionary
      list={useQuery(managerTitlesQuery())}
      fields={[{ kind: 'text', key: 'name', label: dictionaryTexts.name, required: true }]}
      create={useCreateManagerTitle()}
      update={useUpdateManagerTitle()}
      remove={useDeleteManagerTitle()}
      schema={CreateManagerTitleBody}
      texts={managerTitleTexts}
    />
  );
}
