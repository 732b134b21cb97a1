import { getDownloadInvoicePdfQueryOptions } from '@portal/sdk';
import type { Invoice } from '@portal/sdk/model';
import { FileError } from '@/components/files/FileError';
import { PdfButtons } from '@/components/files/PdfButtons';
import { usePdfFile } from '@/components/files/use-pdf-file';
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
    <PdfButtons
      labels={{
        open: texts.openPdf,
        download: texts.downloadPdf,
        openName: texts.openPdfLabel(title),
        downloadName: texts.downloadPdfLabel(title),
      }}
      pending={file.pending}
      onOpen={file.open}
      onDownload={file.download}
    />
  );
  return { buttons, error: <FileError error={file.error} /> };
}
