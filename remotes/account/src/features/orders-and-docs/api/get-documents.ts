import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The account's documents (order forms, contracts, invoices), newest first; each downloads as a file. */
export const documentsQueryOptions = () => actionQueryOptions('account.docs.GetDocuments', {});

export const useDocuments = () => useQuery(documentsQueryOptions());

/** The download that answers one document as a PDF file. */
export const DOCUMENT_DOWNLOAD = 'account.doc.DownloadDocument';
