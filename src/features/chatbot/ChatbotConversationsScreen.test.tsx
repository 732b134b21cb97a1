import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { chatbotConversationIds } from '@/mocks/db/seed-chatbot';
import { bodyRows, eventually, searchOf } from '@/testing/lists';
import { renderApp } from '@/testing/render';

const { jpkCorrection, ksef } = chatbotConversationIds;

const table = () => screen.findByRole('table', { name: 'Rozmowy z chatbotem' }, { timeout: 5000 });
const titles = async () => bodyRows(await table()).map((row) => within(row).getAllByRole('link')[0].textContent);
const transcript = (title: string) => screen.findByRole('region', { name: title }, { timeout: 5000 });
/** The messages of the transcript (not the items of the lists inside the chatbot's answers). */
const messagesOf = async (title: string) => [
  ...within(await transcript(title))
    .getByRole('log', { name: 'Wiadomości rozmowy' })
    .querySelectorAll<HTMLElement>(':scope > ol > li'),
];

describe('the chatbot conversations', { timeout: 30_000 }, () => {
  it('lists them newest last message first, with user, case, messages and last message; searches in the address', async () => {
    const { router } = renderApp('/chatbotConversations', { role: 'Admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rozmowy z chatbotem' })).toBeInTheDocument();
    expect(await titles()).toEqual([
      'Faktury w KSeF na ryczałcie',
      'Korekta JPK_V7M za wrzesień',
      'Termin zapłaty VAT za październik',
      'Rata leasingu samochodu osobowego w kosztach',
      'Leasing samochodu dostawczego – dokumenty klientki',
      'Kredyt frankowy – szanse w sądzie',
    ]);
    const first = bodyRows(await table())[0];
    for (const text of ['Krzysztof Szymański', 'Sprawa nr 1012', '8', '2026-11-22'])
      expect(first).toHaveTextContent(text);
    // (the link shows twice: in its cell, and in the line a phone shows under the first cell)
    expect(within(first).getAllByRole('link', { name: 'Sprawa nr 1012' })[0]).toHaveAttribute('href', '/cases/1012');
    expect(screen.getByRole('link', { name: 'Wykorzystanie AI' })).toHaveAttribute('href', '/kpi/aiUsage');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'kowalska');
    await eventually(async () =>
      expect(await titles()).toEqual(['Termin zapłaty VAT za październik', 'Kredyt frankowy – szanse w sądzie']),
    );
    expect(searchOf(router)).toMatchObject({ search: 'kowalska' });
  });

  it('opens a transcript from the list (in the address): the user’s questions against the chatbot’s answers', async () => {
    const { router } = renderApp('/chatbotConversations?search=ksef', { role: 'Admin' });
    await userEvent.click(await screen.findByRole('link', { name: 'Faktury w KSeF na ryczałcie' }));
    await waitFor(() => expect(searchOf(router)).toMatchObject({ search: 'ksef', conversation: ksef }));
    const messages = await messagesOf('Faktury w KSeF na ryczałcie');
    expect(messages).toHaveLength(8);
    expect(messages.map((m) => m.dataset.author)).toEqual([
      'User',
      'Chatbot',
      'User',
      'Chatbot',
      'User',
      'Chatbot',
      'User',
      'Chatbot',
    ]);
    expect(messages[0]).toHaveTextContent('Użytkownik');
    expect(messages[0]).toHaveTextContent('Czy jako ryczałtowiec muszę wystawiać faktury w KSeF?');
    expect(messages[1]).toHaveTextContent('Chatbot');
    // the chatbot's Markdown as HTML: bold and a list
    expect(await within(messages[1]).findByText('Krajowy System e-Faktur', { selector: 'strong' })).toBeVisible();
    expect(within(messages[1]).getAllByRole('listitem')).toHaveLength(2);
    expect(within(messages[0]).getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/).tagName).toBe('TIME');
    expect(screen.getByRole('link', { name: 'Faktury w KSeF na ryczałcie' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an answer’s HTML only as the sanitizer leaves it: no picture, no script, nothing run', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderApp(`/chatbotConversations?conversation=${jpkCorrection}`, { role: 'Admin' });
    const messages = await messagesOf('Korekta JPK_V7M za wrzesień');
    const answer = messages[3];
    expect(await within(answer).findByText(/FV\/09\/2026\/118/, { selector: 'strong' })).toBeVisible();
    expect(answer).toHaveTextContent('Uzasadnienie wpisujesz w części deklaracyjnej pliku.');
    expect(answer.querySelector('img, script, [onerror]')).toBeNull();
    expect(document.querySelector('img[src*="tracker"], script:not([src])')).toBeNull();
    expect(answer).not.toHaveTextContent('alert');
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends a test message to the open conversation: the answer appears in its transcript', async () => {
    const { db } = renderApp(`/chatbotConversations?conversation=${ksef}`, { role: 'Admin' });
    await messagesOf('Faktury w KSeF na ryczałcie');
    const box = screen.getByRole('region', { name: 'Wyślij wiadomość testową' });
    await userEvent.click(within(box).getByRole('button', { name: 'Wyślij' }));
    expect(within(box).getByRole('textbox', { name: /Treść wiadomości/ })).toHaveAccessibleDescription(
      'To pole jest wymagane',
    );
    const question = 'Kiedy zapłacić składki ZUS za listopad?';
    await userEvent.type(within(box).getByRole('textbox', { name: /Treść wiadomości/ }), question);
    await userEvent.click(within(box).getByRole('button', { name: 'Wyślij' }));
    await eventually(async () => expect(await messagesOf('Faktury w KSeF na ryczałcie')).toHaveLength(10));
    const [asked, answered] = (await messagesOf('Faktury w KSeF na ryczałcie')).slice(-2);
    expect(asked).toHaveTextContent(question);
    expect(answered.dataset.author).toBe('Chatbot');
    expect(await within(answered).findByText('ZUS', { selector: 'strong' })).toBeVisible();
    expect(answered).toHaveTextContent('Składki ZUS za dany miesiąc opłacasz do 20. dnia następnego miesiąca');
    expect(within(box).getByRole('textbox', { name: /Treść wiadomości/ })).toHaveValue('');
    expect(db.chatbotConversations.find((c) => c.id === ksef)!.messages).toHaveLength(10);
    // the list counts them
    await eventually(() => expect(bodyRows(screen.getByRole('table'))[0]).toHaveTextContent('10'));
  });

  it('starts a new conversation when none is open, and opens it', async () => {
    const { router } = renderApp('/chatbotConversations', { role: 'Admin' });
    await table();
    const box = screen.getByRole('region', { name: 'Wyślij wiadomość testową' });
    expect(box).toHaveTextContent('rozpocznie nową rozmowę');
    await userEvent.type(within(box).getByRole('textbox', { name: /Treść wiadomości/ }), 'Co z leasingiem auta?');
    await userEvent.click(within(box).getByRole('button', { name: 'Wyślij' }));
    const messages = await messagesOf('Co z leasingiem auta?');
    expect(messages).toHaveLength(2);
    expect(searchOf(router).conversation).toBe(7);
    expect(await titles()).toContain('Co z leasingiem auta?');
  });

  it('deletes the open conversation after confirmation', async () => {
    const { db, router } = renderApp(`/chatbotConversations?conversation=${jpkCorrection}`, { role: 'Admin' });
    const region = await transcript('Korekta JPK_V7M za wrzesień');
    await userEvent.click(within(region).getByRole('button', { name: 'Usuń rozmowę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć rozmowę?' });
    expect(dialog).toHaveTextContent('Korekta JPK_V7M za wrzesień');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń rozmowę' }));
    expect((await screen.findByText('Usunięto rozmowę')).closest('[role="alert"]')).toHaveTextContent(
      'Korekta JPK_V7M za wrzesień',
    );
    await waitFor(() => expect(searchOf(router).conversation).toBeUndefined());
    expect(db.chatbotConversations.map((c) => c.id)).not.toContain(jpkCorrection);
    await eventually(async () => expect(await titles()).not.toContain('Korekta JPK_V7M za wrzesień'));
  });

  it('says so in place when the server refuses (403)', async () => {
    renderApp('/chatbotConversations', {
      role: 'Admin',
      handlers: [http.get('*/api/ChatbotConversation', () => HttpResponse.json({ status: 403 }, { status: 403 }))],
    });
    expect(
      await screen.findByText('Wygląda na to że nie masz dostępu do żądanego zasobu', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
