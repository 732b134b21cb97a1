import type { QueryKey, UseMutationResult, UseQueryOptions } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { NavigateOptions } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import type { DictionaryField } from '@/components/dictionary/fields';
import { RecordDictionary, type DictionaryRecord } from '@/components/dictionary/RecordDictionary';
import { RecordEditPage, RecordFormPage } from '@/components/dictionary/RecordFormPage';
import type { DictionaryTexts } from '@/components/dictionary/texts';

/** One of the accounting dictionaries: its queries, fields, contract, mutations (api.ts), texts and pages. */
export interface TypeDictionary<T extends DictionaryRecord, E extends Error, B, U> {
  listQuery: () => UseQueryOptions<T[], E, T[], QueryKey>;
  recordQuery: (id: number) => UseQueryOptions<T, E, T, QueryKey>;
  fields: readonly DictionaryField<keyof T & string>[];
  schemas: { create: z.ZodType; update: z.ZodType };
  useCreate: () => UseMutationResult<unknown, unknown, { data: B }>;
  useUpdate: () => UseMutationResult<unknown, unknown, { id: number; data: U }>;
  useDelete: () => UseMutationResult<unknown, unknown, { id: number }>;
  texts: DictionaryTexts & { notFound: string };
  pages: { list: NavigateOptions; create: NavigateOptions; edit: (record: T) => NavigateOptions };
}

const nameOf = (body: Record<string, unknown>) => String(body.name);

/** A dictionary's screens: the list (editing on pages), the new record's page and a record's edit page. */
export interface TypeScreens {
  List: () => ReactElement;
  Create: () => ReactElement;
  Edit: (props: { id: number }) => ReactElement;
}

/** The screens of `dictionary` (typed by TypeScreens: the routes' types depend on them, and they on the routes'). */
export function typeScreens<T extends DictionaryRecord, E extends Error, B, U>(
  dictionary: TypeDictionary<T, E, B, U>,
): TypeScreens {
  const { fields, schemas, texts, pages } = dictionary;
  return {
    List: function TypeList() {
      return (
        <RecordDictionary<T>
          list={useQuery(dictionary.listQuery())}
          fields={fields}
          pages={{ create: pages.create, edit: pages.edit }}
          remove={dictionary.useDelete()}
          texts={texts}
        />
      );
    },
    Create: function CreateType() {
      return (
        <RecordFormPage
          fields={fields}
          schema={schemas.create}
          save={dictionary.useCreate()}
          back={pages.list}
          nameOf={nameOf}
          texts={texts}
        />
      );
    },
    Edit: function EditType({ id }: { id: number }) {
      return (
        <RecordEditPage
          query={dictionary.recordQuery(id)}
          notFoundText={texts.notFound}
          fields={fields}
          schema={schemas.update}
          save={dictionary.useUpdate()}
          back={pages.list}
          nameOf={nameOf}
          texts={texts}
        />
      );
    },
  };
}
