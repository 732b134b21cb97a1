import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, field } from '@/testing/fields';
import { spyOnFiles } from '@/testing/files';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';

// what the editor (ProseMirror) measures, which jsdom does not lay out
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const body = () => field('Treść aktualności');
const fileInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')];

describe('the news form', { timeout: 30_000 }, () => {
  it('creates a news item with a formatted body, a picture and an attachment', async () => {
    spyOnFiles();
    const user = userEvent.setup();
    const { db, history } = renderApp('/news/create', { role: 'Admin' });
    await user.type(await field('Tytuł'), 'Nowe stawki VAT');
    await user.type(await field('Wstęp'), 'Co się zmienia od stycznia.');
    await user.type(await field('Źródło'), 'Departament Księgowości');
    const editor = await body();
    await user.click(editor);
    await user.type(editor, 'Stawki rosną');
    await user.click(screen.getByRole('button', { name: 'Pogrubienie' }));
    await user.type(editor, ' od 1 stycznia.');
    // the toolbar, in Polish, offers what the detail keeps
    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie treści' });
    for (const name of ['Kursywa', 'Podkreślenie', 'Nagłówek 2', 'Lista numerowana', 'Cytat', 'Wstaw link'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: /obraz|kod|image|code/i })).toBeNull();

    const [pictureInput, attachmentInput] = fileInputs();
    await user.upload(pictureInput, new File(['png'], 'okladka.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Miniatura obrazu aktualności' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zmień obraz' })).toBeInTheDocument();
    await user.upload(attachmentInput, [
      new File(['%PDF-1.4'], 'tabela.pdf', { type: 'application/pdf' }),
      new File(['a;b'], 'dane.csv', { type: 'text/csv' }),
    ]);
    const attachments = await screen.findByRole('list', { name: 'Załączniki aktualności' });
    await waitFor(() => expect(within(attachments).getAllByRole('listitem')).toHaveLength(2));
    // one is removed again before saving
    await user.click(within(attachments).getAllByRole('button', { name: /^Usuń załącznik/ })[1]);
    await user.click(screen.getByRole('switch', { name: /Opublikowana/ }));

    // the preview shows the chosen picture and names the attachment (downloadable once saved)
    await user.click(screen.getByRole('button', { name: 'Podgląd' }));
    const preview = await screen.findByRole('dialog', { name: 'Podgląd aktualności' });
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent('Nowe stawki VAT');
    expect(preview.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    expect(await within(preview).findByText('Stawki rosną', { exact: false })).toBeInTheDocument();
    // (jsdom sends an uploaded file nameless: the server names it "blob")
    expect(within(preview).getByText('blob')).toBeInTheDocument();
    expect(within(preview).queryByRole('button', { name: /^Pobierz/ })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Utwórz aktualność' }));
    await waitFor(() => expect(history.location.pathname).toBe('/newsAdmin'));
    const created = db.news.at(-1)!;
    expect(created).toMatchObject({
      title: 'Nowe stawki VAT',
      introduction: 'Co się zmienia od stycznia.',
      source: 'Departament Księgowości',
      status: 'Published',
      emailSentAt: null,
    });
    expect(created.messageContent).toContain('<strong>');
    expect(created.messageContent).toContain('Stawki rosną');
    expect(created.newsPictureId).toBe(db.newsFiles.find((f) => f.kind === 'picture')!.id);
    expect(created.newsPictureToken).toBeTruthy();
    expect(created.newsAttachments).toHaveLength(1);
    expect(created.newsAttachmentsTokens).toHaveLength(1);
    // the list shows it
    expect(await screen.findByRole('button', { name: 'Nowe stawki VAT' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a double click on "Utwórz aktualność" (or the form sent again meanwhile) creates one item', async () => {
    let posts = 0;
    const user = userEvent.setup();
    const { db, history } = renderApp('/news/create', {
      role: 'Admin',
      handlers: [http.post('*/api/News', () => void (posts += 1))],
    });
    const before = db.news.length;
    await user.type(await field('Tytuł'), 'Jedna aktualność');
    const editor = await body();
    await user.click(editor);
    await user.type(editor, 'Treść.');
    doubleActivate(screen.getByRole('button', { name: 'Utwórz aktualność' }));
    await waitFor(() => expect(history.location.pathname).toBe('/newsAdmin'));
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.news).toHaveLength(before + 1);
  });

  it('says in Polish what is missing and sends nothing; what was typed stays', async () => {
    const user = userEvent.setup();
    const { db } = renderApp('/news/create', { role: 'Admin' });
    const before = db.news.length;
    await user.type(await field('Wstęp'), 'Sam wstęp.');
    await user.click(screen.getByRole('button', { name: 'Utwórz aktualność' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(errorOf(await field('Tytuł'))).toBe('To pole jest wymagane');
    const editor = await body();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(editor)).toBe('To pole jest wymagane');
    expect(await field('Wstęp')).toHaveValue('Sam wstęp.');
    expect(db.news).toHaveLength(before);
  });

  it('shows the server’s 400 next to the field it names, keeping what was typed', async () => {
    const taken = http.post('*/api/News', () =>
      HttpResponse.json(
        { title: 'Nieprawidłowe dane', status: 400, errors: { Title: ['Taki tytuł już istnieje.'] } },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/news/create', { role: 'Admin', handlers: [taken] });
    await user.type(await field('Tytuł'), 'Powtórka');
    const editor = await body();
    await user.click(editor);
    await user.type(editor, 'Treść.');
    await user.click(screen.getByRole('button', { name: 'Utwórz aktualność' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    await waitFor(async () => expect(errorOf(await field('Tytuł'))).toBe('Taki tytuł już istnieje.'));
    expect(await field('Tytuł')).toHaveValue('Powtórka');
    expect(await body()).toHaveTextContent('Treść.');
  });

  it('edits an item: its values to start with, the picture and an attachment removed, the change saved', async () => {
    const user = userEvent.setup();
    const { db, history } = renderApp('/news/edit/3001', { role: 'Admin' });
    const title = await field('Tytuł');
    expect(title).toHaveValue('Krajowy System e-Faktur – co zmienia się dla Twojej firmy');
    expect(await body()).toHaveTextContent('Co musisz zrobić?');
    expect(screen.getByRole('switch', { name: /Opublikowana/ })).toBeChecked();
    expect(await screen.findByText('KSeF_poradnik_2026.pdf')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'KSeF – nowe terminy');
    await user.click(screen.getByRole('button', { name: 'Usuń obraz' }));
    await user.click(screen.getByRole('button', { name: 'Usuń załącznik KSeF_poradnik_2026.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/newsAdmin'));
    const saved = db.news.find((n) => n.id === 3001)!;
    expect(saved).toMatchObject({ title: 'KSeF – nowe terminy', newsPictureId: null, newsAttachments: [] });
    // the body is kept as it was (the editor writes what the detail shows)
    expect(saved.messageContent).toContain('<h3>Co musisz zrobić?</h3>');
    expect(saved.emailSentAt).toBe('2026-09-05T10:00:00Z');
  });

  it('reopened after a save, shows what was saved; a second save keeps both changes', async () => {
    const user = userEvent.setup();
    const { db, history } = renderApp('/news/edit/3001', { role: 'Admin' });
    const title = await field('Tytuł');
    await user.clear(title);
    await user.type(title, 'KSeF – nowe terminy');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/newsAdmin'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aktualności — zarządzanie' }, { timeout: 5000 }),
    ).toBeVisible();
    // back to the form, as the browser's back button does: the router and the query cache remember the old copy
    history.back();
    await waitFor(() => expect(history.location.pathname).toBe('/news/edit/3001'));
    expect(await field('Tytuł')).toHaveValue('KSeF – nowe terminy');
    const source = await field('Źródło');
    await user.clear(source);
    await user.type(source, 'Departament Księgowości');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/newsAdmin'));
    expect(db.news.find((n) => n.id === 3001)).toMatchObject({
      title: 'KSeF – nowe terminy',
      source: 'Departament Księgowości',
    });
  });

  it('keeps a table of the body and the period of a summary when an item is edited', async () => {
    const user = userEvent.setup();
    const { db, history } = renderApp('/news/edit/3005', { role: 'Admin' });
    expect(await screen.findByText('To podsumowanie okresu: sprawa i okres pozostają bez zmian.')).toBeInTheDocument();
    await user.type(await field('Źródło'), ' (księgowa)');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/newsAdmin'));
    expect(db.news.find((n) => n.id === 3005)).toMatchObject({
      source: 'Magdalena Kamińska (księgowa)',
      isSummary: true,
      caseId: 1001,
      month: 9,
      year: 2026,
    });
  });

  it('previews the item as its readers will see it, before it is saved', async () => {
    const user = userEvent.setup();
    renderApp('/news/edit/3003', { role: 'Admin' });
    const title = await field('Tytuł');
    await user.clear(title);
    await user.type(title, 'Składka zdrowotna 2027 – wersja druga');
    await user.click(screen.getByRole('button', { name: 'Podgląd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Podgląd aktualności' });
    expect(within(dialog).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Składka zdrowotna 2027 – wersja druga',
    );
    // the sanitized body, its table included, and the attachments by name
    expect(await within(dialog).findByRole('table')).toHaveTextContent('Ryczałt');
    expect(within(dialog).getByRole('button', { name: 'Pobierz skladka_zdrowotna_2027_tabela.pdf' })).toBeEnabled();
  });

  it('shows the server’s reason next to a picture it refuses; nothing is set', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/news/create', { role: 'Admin' });
    await field('Tytuł');
    await user.upload(fileInputs()[0], new File(['<svg/>'], 'rysunek.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Obraz musi być plikiem JPG, PNG, WebP lub GIF.')).toBeInTheDocument();
    expect(screen.getByText('Aktualność nie ma obrazu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj obraz' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/news/create', { role: 'Admin' });
    await user.type(await field('Tytuł'), 'Szkic');
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(await screen.findByText('Niezapisane zmiany', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/news/create');
  });

  it('is the administrator’s: a client is sent to the main page', async () => {
    const { history } = renderApp('/news/create', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
