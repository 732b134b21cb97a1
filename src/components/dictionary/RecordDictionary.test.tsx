import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderOnPages } from '@/testing/render';
import type { DictionaryField } from './fields';
import { RecordDictionary } from './RecordDictionary';

// A dictionary of people: a record with no `name`, named by the dictionary's own `nameOf`.
interface Person {
  id: number;
  firstName: string;
  lastName: string;
}
const schema = z.object({ firstName: z.string().min(1), lastName: z.string().min(1) });
const fields: DictionaryField<keyof Person & string>[] = [
  { kind: 'text', key: 'lastName', label: 'Nazwisko', required: true },
  { kind: 'text', key: 'firstName', label: 'Imię', required: true },
];
const texts = {
  add: 'Dodaj osobę',
  editTitle: 'Edycja osoby',
  list: 'Osoby',
  empty: 'Brak osób.',
  deleteTitle: 'Usunąć osobę?',
  deleteConfirm: (name: string) => `Osoba ${name} zostanie usunięta.`,
  created: 'Dodano osobę',
  saved: 'Zapisano osobę',
  deleted: 'Usunięto osobę',
};

let stored: Person[] = [];

function renderPeople() {
  stored = [{ id: 1, firstName: 'Jan', lastName: 'Kowalski' }];
  function People() {
    const list = useQuery({ queryKey: ['people'], queryFn: () => [...stored] });
    const create = useMutation({
      mutationFn: async ({ data }: { data: Omit<Person, 'id'> }) =>
        void stored.push({ id: stored.length + 1, ...data }),
    });
    const update = useMutation({ mutationFn: async (_: { id: number; data: Omit<Person, 'id'> }) => {} });
    const remove = useMutation({ mutationFn: async (_: { id: number }) => {} });
    return (
      <RecordDictionary
        list={list}
        fields={fields}
        nameOf={(person) => `${person.firstName} ${person.lastName}`}
        create={create}
        update={update}
        remove={remove}
        schema={schema}
        texts={texts}
      />
    );
  }
  renderOnPages({ '/': People });
}

describe('a dictionary whose records are named by the dictionary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names a new record by its nameOf in the notice, as it names an edited one', async () => {
    const shown = vi.spyOn(notifications, 'show');
    renderPeople();
    await screen.findByRole('table', { name: 'Osoby' });
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj osobę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj osobę' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nazwisko/ }), 'Nowak');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Imię/ }), 'Anna');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Anna Nowak' })));

    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Jan Kowalski' }));
    const edit = await screen.findByRole('dialog', { name: 'Edycja osoby' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Jan Kowalski' })));
  });
});
