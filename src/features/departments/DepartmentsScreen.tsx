import { CreateDepartmentBody } from '@portal/sdk/zod/departments';
import { useQuery } from '@tanstack/react-query';
import { RecordDictionary } from '@/components/dictionary/RecordDictionary';
import { dictionaryTexts } from '@/components/dictionary/texts';
import { departmentsQuery, useCreateDepartment, useDeleteDepartment, useRenameDepartment } from './api';
import { departmentTexts } from './texts';

/** `/departments`: the company's departments, which group its products and people. */
export function DepartmentsScreen() {
  return (
    <RecordDictionary
      list={useQuery(departmentsQuery())}
      fields={[{ kind: 'text', key: 'name', label: dictionaryTexts.name, required: true }]}
      create={useCreateDepartment()}
      update={useRenameDepartment()}
      remove={useDeleteDepartment()}
      schema={CreateDepartmentBody}
      texts={departmentTexts}
    />
  );
}
