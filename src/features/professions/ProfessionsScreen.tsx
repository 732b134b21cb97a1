import { CreateProfessionBody } from '@portal/sdk/zod/professions';
import { useQuery } from '@tanstack/react-query';
import { NameDictionary } from '@/components/dictionary/NameDictionary';
import { professionsQuery, useCreateProfession, useDeleteProfession, useUpdateProfession } from './api';
import { professionTexts } from './texts';

/** `/professions`: the professions users can have (shown on profiles and manager cards). */
export function ProfessionsScreen() {
  return (
    <NameDictionary
      list={useQuery(professionsQuery())}
      create={useCreateProfession()}
      update={useUpdateProfession()}
      remove={useDeleteProfession()}
      schema={CreateProfessionBody}
      texts={professionTexts}
    />
  );
}
