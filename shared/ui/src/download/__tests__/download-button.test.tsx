import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadButton } from '../download-button';

/** A file arriving in two halves; the second waits until `next()`, so the test can look in between. */
function streamedFile(fileName: string, size: number) {
  const half = new Uint8Array(size / 2).fill(65);
  let release!: () => void;
  const secondHalf = new Promise<void>((resolve) => (release = resolve));
  const reads = [async () => ({ done: false, value: half }), async () => (await secondHalf, { done: false, value: half }), async () => ({ done: true, value: undefined })];
  const response = {
    ok: true,
    status: 200,
    headers: new Headers({ 'content-length': String(size), 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` }),
    body: { getReader: () => ({ read: () => reads.shift()!() }) },
  };
  return { response, next: release };
}

describe('DownloadButton', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:test/1');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows how much of a long download has arrived, then saves it under the server’s name', async () => {
    const file = streamedFile('INV-7.pdf', 200_000);
    const fetchMock = jest.fn(async () => file.response);
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<DownloadButton action="billing.doc.DownloadPDFInvoice" body={{ invoiceTxNumber: 'INV-7' }} label="Download PDF" subject="invoice INV-7 as PDF" />);

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(screen.getByText('Preparing invoice INV-7 as PDF…')).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Downloading invoice INV-7 as PDF' });
    expect(bar).toHaveAttribute('value', '100000');
    expect(bar).toHaveAttribute('max', '200000');
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(saved).toEqual([]);

    file.next();
    expect(await screen.findByText('Downloaded INV-7.pdf.')).toBeInTheDocument();
    expect(saved).toEqual(['INV-7.pdf']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toEqual({ invoiceTxNumber: 'INV-7' });
  });

  it('asks nothing of the server when the body says there is nothing to download', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<DownloadButton action="billing.doc.DownloadPDFStatementDocument" body={() => null} label="Download statement PDF" subject="the statement PDF" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download statement PDF' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download statement PDF' })).not.toHaveAttribute('aria-busy');
  });
});
