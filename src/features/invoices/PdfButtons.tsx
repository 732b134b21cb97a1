import { Button } from '@mantine/core';
import { getDownloadInvoicePdfQueryOptions } from '@portal/sdk';
import type { Invoice } from '@portal/sdk/model';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { ApiErrorAlert } from '../../components/QueryState';
import { usePdfFile } from '../../components/files/use-pdf-file';
import { invoiceTexts } from './texts';

const texts = invoiceTexts.actions;

/** The invoice's PDF, to open in a new tab or to download (fetched fresh each time: a draft changes). */
export function usePdfButtons(invoice: Invoice) {
  const title = invoiceTexts.title(invoice.kind, invoice.number);
  const file = usePdfFile(texts.fileName(invoice.number, invoice.id), () => ({
    ...getDownloadInvoicePdfQueryOptions(invoice.id),
    staleTime: 0,
  }));
  const buttons = (
    <>
      <Button
        variant="light"
        leftSection={<IconExternalLink size={16} aria-hidden />}
        aria-label={texts.openPdfLabel(title)}
        loading={file.pending === 'open'}
        disabled={file.pending === 'download'}
        onClick={file.open}
      >
        {texts.openPdf}
      </Button>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={texts.downloadPdfLabel(title)}
        loading={file.pending === 'download'}
        disabled={file.pending === 'open'}
        onClick={file.download}
      >
        {texts.downloadPdf}
      </Button>
    </>
  );
  const error = file.error ? <ApiErrorAlert error={file.error} notFoundText={invoiceTexts.notFound} /> : null;
  return { buttons, error };
}
