import { CreateProfessionBody } from '@portal/sdk/zod/professions';
import { useQuery } from '@tanstack/react-query';
import { RecordDictionary } from '@/components/dictionary/RecordDictionary';
import { dictionaryTexts } from '@/components/dictionary/texts';
import { professionsQuery, useCreateProfession, useDeleteProfession, useUpdateProfession } from './api';
import { professionTexts } from './texts';

/** `/professions`: the professions users can have (shown on profiles and manager cards). */
export function ProfessionsScreen() {
  return (
    <RecordDictionary
      list={useQuery(professionsQuery())}
      fields={[{ kind: 'text', key: 'name', label: dictionaryTexts.name, required: true }]}
      create={useCreateProfession()}
      update={useUpdateProfession()}
      remove={useDeleteProfession()}
      schema={CreateProfessionBody}
      texts={professionTexts}
    />
  );
}
