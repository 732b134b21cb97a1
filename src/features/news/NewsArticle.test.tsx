import type { News } from '@portal/sdk/model';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { spyOnFiles } from '@/testing/files';
import { renderOnPages } from '@/testing/render';
import { server } from '@/testing/server';
import { NewsArticle, type NewsArticleProps } from './NewsArticle';

const api = demoApi({ as: 'Client' });

/** The KSeF news item of the seed (a picture and a PDF attachment), changed by `changes`. */
const seedNews = (id: number, changes: Partial<News> = {}): News => ({
  ...structuredClone(api.db.news.find((n) => n.id === id)!),
  ...changes,
});

/** The article on a bare page of a bare router (its call to action is a link into the route tree). */
const renderArticle = (props: NewsArticleProps) =>
  renderOnPages(
    { '/': () => <NewsArticle {...props} />, '/yourCases/add': () => 'Zgłoszenie sprawy' },
    { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  );

describe('NewsArticle', () => {
  it('shows the e-mail date when the item was sent, else the created date, in Polish', async () => {
    renderArticle({
      news: seedNews(3001, { createdAt: '2026-09-01T09:00:00Z', emailSentAt: '2026-09-05T22:30:00Z' }),
      variant: 'page',
    });
    // 22:30 UTC is the next day in Warsaw
    const sent = await screen.findByText('6 września 2026');
    expect(sent.tagName).toBe('TIME');
    expect(sent).toHaveAttribute('datetime', '2026-09-05T22:30:00Z');
    expect(screen.queryByText('1 września 2026')).not.toBeInTheDocument();
  });

  it('shows the created date of an item never sent', async () => {
    renderArticle({ news: seedNews(3001, { createdAt: '2026-09-01T09:00:00Z', emailSentAt: null }), variant: 'page' });
    expect(await screen.findByText('1 września 2026')).toBeInTheDocument();
  });

  it('shows source, title as the H1, introduction and the picture at the default 175 × 150', async () => {
    // the API's answers are Node's Blobs (jsdom has its own class, which they are no instances of)
    vi.stubGlobal('Blob', NodeBlob);
    onTestFinished(() => void vi.unstubAllGlobals());
    const { blobs } = spyOnFiles();
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => void requested.push(request.url));
    renderArticle({ news: seedNews(3001), variant: 'page' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Krajowy System e-Faktur – co zmienia się dla Twojej firmy',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Departament Księgowości')).toBeInTheDocument();
    expect(screen.getByText(/Obowiązkowy KSeF obejmuje kolejne firmy/)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('img')).not.toBeNull());
    const picture = document.querySelector('img')!;
    expect(picture).toHaveAttribute('src', 'blob:demo-1');
    expect(picture.style.width).toBe('calc(10.9375rem * var(--mantine-scale))');
    expect(picture.style.height).toBe('calc(9.375rem * var(--mantine-scale))');
    expect(blobs[0].type).toBe('image/svg+xml');
    expect(requested).toContain('http://localhost/api/NewsPicture/3201/FileStream?Token=demo-news-picture-3001');
    server.events.removeAllListeners();
  });

  it('sanitizes the body: text and links stay, scripts, handlers and styles go; links open in a new tab', async () => {
    renderArticle({
      news: seedNews(3002, {
        messageContent:
          '<h1>Nagłówek</h1><p style="color:red" onclick="alert(1)">Tekst <a href="https://example.pl/x">link</a> ' +
          '<a href="javascript:alert(1)">zły</a></p><script>window.hacked = true</script><img src=x onerror="alert(1)">' +
          '<iframe src="https://evil.example"></iframe>',
      }),
      variant: 'page',
    });
    const link = await screen.findByRole('link', { name: 'link' });
    expect(link).toHaveAttribute('href', 'https://example.pl/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const body = link.closest('p')!;
    expect(body.outerHTML).toBe(
      '<p>Tekst <a href="https://example.pl/x" target="_blank" rel="noopener noreferrer">link</a> zły</p>',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nagłówek' })).toBeInTheDocument();
    expect(document.querySelector('script, iframe, [onerror], [onclick], [style*="red"]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('downloads each attachment with its own token', async () => {
    const { saved } = spyOnFiles();
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => void requested.push(request.url));
    renderArticle({ news: seedNews(3003), variant: 'page' });
    const attachments = await screen.findByRole('region', { name: 'Załączniki' });
    const links = within(attachments).getAllByRole('button');
    expect(links.map((link) => link.textContent)).toEqual([
      'skladka_zdrowotna_2027_tabela.pdf',
      'wniosek_zmiana_formy_opodatkowania.docx',
    ]);
    await userEvent.click(
      within(attachments).getByRole('button', { name: 'Pobierz wniosek_zmiana_formy_opodatkowania.docx' }),
    );
    await waitFor(() =>
      expect(saved).toEqual([{ download: 'wniosek_zmiana_formy_opodatkowania.docx', href: 'blob:demo-1' }]),
    );
    expect(requested.filter((url) => url.includes('/api/NewsAttachment/'))).toEqual([
      'http://localhost/api/NewsAttachment/3103/FileStream?Token=demo-news-attachment-3103',
    ]);
    server.events.removeAllListeners();
  });

  it('the page variant ends with the call to report a case', async () => {
    const router = renderArticle({ news: seedNews(3004), variant: 'page' });
    const call = await screen.findByRole('link', { name: 'Zgłoś nową sprawę' });
    expect(call).toHaveAttribute('href', '/yourCases/add');
    await userEvent.click(call);
    await waitFor(() => expect(router.state.location.pathname).toBe('/yourCases/add'));
  });

  it('the landing variant hides the call to action', async () => {
    renderArticle({ news: seedNews(3004), variant: 'landing' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByText(/eksperci zawsze pod ręką/);
    expect(screen.queryByRole('link', { name: 'Zgłoś nową sprawę' })).not.toBeInTheDocument();
    expect(screen.queryByText('Szukasz wsparcia biznesowego? Zaufaj naszym ekspertom')).not.toBeInTheDocument();
  });
});
