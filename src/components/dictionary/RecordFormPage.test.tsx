import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { doubleActivate } from '@/testing/double-activate';
import { renderOnPages } from '@/testing/render';
import type { DictionaryField } from './fields';
import { RecordFormPage } from './RecordFormPage';

// A dictionary whose records have their own pages: a stand-in list page and the edit page, in a router of their own.
const schema = z.object({ name: z.string().min(1).max(20), monthlyPrice: z.number().min(0).nullish() });
const fields: DictionaryField[] = [
  { kind: 'text', key: 'name', label: 'Nazwa', required: true },
  { kind: 'money', key: 'monthlyPrice', label: 'Cena miesięczna' },
];
const texts = { created: 'Dodano abonament', saved: 'Zapisano zmiany' };

function renderEditPage(stored: { id: number; name: string; monthlyPrice: number | null }) {
  const saves: unknown[] = [];
  function EditPage() {
    const save = useMutation({
      mutationFn: async ({ id, data }: { id: number; data: Omit<typeof stored, 'id'> }) => {
        saves.push({ id, ...data });
        Object.assign(stored, data);
      },
    });
    return (
      <RecordFormPage
        fields={fields}
        schema={schema}
        record={{ ...stored }}
        save={save}
        back={{ to: '/' }}
        nameOf={(body) => String(body.name)}
        texts={texts}
      />
    );
  }
  const router = renderOnPages({ '/': () => <h1>Lista</h1>, '/edit': EditPage }, { at: '/edit' });
  return { saves, router };
}

describe('a dictionary record on a page of its own', () => {
  it('saves the changed fields and goes back to the list', async () => {
    const { saves, router } = renderEditPage({ id: 7, name: 'Abonament Plus', monthlyPrice: 99.9 });
    const name = await screen.findByRole('textbox', { name: /Nazwa/ });
    expect(name).toHaveValue('Abonament Plus');
    await userEvent.clear(name);
    await userEvent.type(name, 'Abonament Max');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    expect(saves).toEqual([{ id: 7, name: 'Abonament Max', monthlyPrice: 99.9 }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a double click on "Zapisz" (or the form sent again meanwhile) saves once', async () => {
    const { saves } = renderEditPage({ id: 7, name: 'Abonament Plus', monthlyPrice: 99.9 });
    await userEvent.type(await screen.findByRole('textbox', { name: /Nazwa/ }), ' 2');
    doubleActivate(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(saves).toEqual([{ id: 7, name: 'Abonament Plus 2', monthlyPrice: 99.9 }]);
  });

  it('asks before leaving with unsaved changes, and keeps them when the user stays', async () => {
    const { saves } = renderEditPage({ id: 7, name: 'Abonament Plus', monthlyPrice: null });
    const name = await screen.findByRole('textbox', { name: /Nazwa/ });
    await userEvent.type(name, ' (szkic)');
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zostań na stronie' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Zostań na stronie' })).not.toBeInTheDocument());
    expect(name).toHaveValue('Abonament Plus (szkic)');
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Opuść stronę' }));
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    expect(saves).toEqual([]);
  });
});
