import { CAPABILITY_UNAVAILABLE_MESSAGES, UPLOAD_LIMIT_BYTES } from '@portal/contract';
import { configureInstanceOffer } from '@portal/ui/access';
import { mockActions, renderWithProviders } from '@portal/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fileOfSize, mockUploads } from '../../../testing/mock-uploads';
import NewTicketPage from '../components/new-ticket-page';

const LIMIT_MESSAGE = 'File could not be uploaded because it exceeds the max size of 16.00MB.';
const options = {
  categories: ['Billing', 'Technical', 'Sales'],
  services: [
    { serviceTag: 'FIB-100', product: 'Fibre 100 Mbps', category: 'connectivity' },
    { serviceTag: 'LTE-7', product: 'Fixed LTE 20 GB', category: 'connectivity' },
  ],
};

let uploads: ReturnType<typeof mockUploads>;
beforeEach(() => {
  uploads = mockUploads();
});
afterEach(() => uploads.restore());

function renderPage(path = '/tickets/support', reply: Parameters<typeof mockActions>[0] = () => ({ result: options })) {
  const fetchMock = mockActions(reply);
  renderWithProviders(
    <Routes>
      <Route path="/tickets/support" element={<NewTicketPage />} />
      <Route path="/tickets/support/:ticketNumber" element={<h1>Ticket page</h1>} />
    </Routes>,
    { path },
  );
  return fetchMock;
}

const user = () => userEvent.setup({ applyAccept: false });
const fileInput = () => screen.getByLabelText('Attachments (optional)') as HTMLInputElement;

async function fillValid(u: ReturnType<typeof user>) {
  await u.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Technical');
  await u.type(screen.getByRole('textbox', { name: 'Subject' }), '  Fibre drops at night  ');
  await u.type(screen.getByRole('textbox', { name: 'Description' }), 'The line drops every evening at about 8pm.');
}

describe('New ticket page', () => {
  it('shows a loading state, then the form with the categories and the account’s services', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the ticket form…');
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['Please Select', 'Billing', 'Technical', 'Sales']);
    const service = screen.getByRole('combobox', { name: 'Service it concerns (optional)' });
    expect(within(service).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Not about one service',
      'Fibre 100 Mbps (FIB-100)',
      'Fixed LTE 20 GB (LTE-7)',
    ]);
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('shows the server’s error with a retry that loads the form', async () => {
    let calls = 0;
    renderPage('/tickets/support', () => (++calls === 1 ? { error: 'Options are resting.' } : { result: options }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the ticket form');
    expect(alert).toHaveTextContent('Options are resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Category' })).toBeInTheDocument();
  });

  it('says so when the instance takes no tickets online', async () => {
    renderPage('/tickets/support', () => ({ result: { categories: [], services: [] } }));
    expect(await screen.findByText('Tickets cannot be logged here at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit ticket' })).not.toBeInTheDocument();
  });

  it('refuses an empty form with the contract’s messages and sends nothing', async () => {
    const u = user();
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByText('Please make a selection for category.')).toBeInTheDocument();
    expect(screen.getByText('Please give a subject of at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please describe the problem in at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    expect(uploads.requests).toHaveLength(0);
  });

  it('counts the characters and refuses a subject past its limit', async () => {
    const u = user();
    renderPage();
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveAccessibleDescription('0 of 120 characters');
    await u.click(subject);
    await u.paste('x'.repeat(121));
    await u.tab();
    expect(subject).toHaveAccessibleDescription('121 of 120 characters Please keep the subject to 120 characters.');
    await u.clear(subject);
    await u.paste('x'.repeat(120));
    expect(subject).toHaveAccessibleDescription('120 of 120 characters');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await u.click(description);
    await u.paste('y'.repeat(4001));
    await u.tab();
    expect(screen.getByText('4001 of 4000 characters')).toBeInTheDocument();
    expect(screen.getByText('Please keep the description to 4000 characters.')).toBeInTheDocument();
  });

  it('lists each chosen file with its size and removes one with its Remove button', async () => {
    const u = user();
    renderPage();
    await screen.findByRole('combobox', { name: 'Category' });
    await u.upload(fileInput(), [fileOfSize('router.png', 2048, 'image/png'), fileOfSize('bill.pdf', 3 * 1024 * 1024, 'application/pdf')]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['router.png2 KBRemove router.png', 'bill.pdf3.0 MBRemove bill.pdf']);
    expect(screen.getByText('2 files, 3.0 MB of 16.00MB in total')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove router.png' }));
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('router.png')).not.toBeInTheDocument();
    expect(fileInput()).toHaveFocus();
  });

  it('refuses files of a type a ticket does not take, by name and by type', async () => {
    const u = user();
    renderPage();
    await screen.findByRole('combobox', { name: 'Category' });
    await u.upload(fileInput(), [
      fileOfSize('setup.exe', 10, 'application/x-msdownload'),
      fileOfSize('invoice.pdf', 10, 'application/x-msdownload'),
      fileOfSize('notes.txt', 10, 'text/plain'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('setup.exe, invoice.pdf are not file types we accept.');
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('notes.txt', { selector: '.tk-file__name' })).toBeInTheDocument();
  });

  it('refuses empty files and more than 10 files at once', async () => {
    const u = user();
    renderPage();
    await screen.findByRole('combobox', { name: 'Category' });
    await u.upload(fileInput(), [new File([], 'blank.txt', { type: 'text/plain' }), fileOfSize('ok.txt', 5, 'text/plain')]);
    expect(screen.getByRole('alert')).toHaveTextContent('blank.txt is empty, so it was not added.');
    await u.upload(
      fileInput(),
      Array.from({ length: 10 }, (_, i) => fileOfSize(`photo-${i}.png`, 100, 'image/png')),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please attach at most 10 files.');
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('refuses, when it is picked, a file that would take the total to 16 MiB, with the spec’s message; the rest can be sent', async () => {
    const u = user();
    renderPage();
    await fillValid(u);
    await u.upload(fileInput(), [fileOfSize('a.pdf', UPLOAD_LIMIT_BYTES - 100, 'application/pdf'), fileOfSize('b.txt', 100, 'text/plain')]);
    expect(screen.getByRole('alert')).toHaveTextContent(`${LIMIT_MESSAGE} b.txt was not added.`);
    // Only what fits is listed: the form is not blocked by a file it could never send.
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.pdf16.0 MBRemove a.pdf']);
    await u.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    expect(uploads.requests[0].files.map((f) => f.name)).toEqual(['a.pdf']);
  });

  it('refuses a single file of 16 MiB when it is picked, and lists nothing', async () => {
    const u = user();
    renderPage();
    await fillValid(u);
    await u.upload(fileInput(), fileOfSize('huge.pdf', UPLOAD_LIMIT_BYTES, 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(`${LIMIT_MESSAGE} huge.pdf was not added.`);
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('sends a total of 16 MiB − 1 with the form through the upload, showing its progress, then opens the new ticket', async () => {
    const u = user();
    renderPage();
    await fillValid(u);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Service it concerns (optional)' }), 'FIB-100');
    await u.upload(fileInput(), [fileOfSize('a.pdf', UPLOAD_LIMIT_BYTES - 101, 'application/pdf'), fileOfSize('b.txt', 100, 'text/plain')]);
    expect(screen.queryByText(LIMIT_MESSAGE)).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Submit ticket' }));

    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    const [request] = uploads.requests;
    expect(request.action).toBe('tickets.CreateTicket');
    expect(request.json).toEqual({
      category: 'Technical',
      serviceTag: 'FIB-100',
      subject: 'Fibre drops at night',
      description: 'The line drops every evening at about 8pm.',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/),
    });
    expect(request.files.map((f) => f.name)).toEqual(['a.pdf', 'b.txt']);
    expect(screen.getByText('Uploading your ticket and its attachments…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit ticket' })).toBeDisabled();

    act(() => request.progress(45, 100));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress of your ticket' });
    expect(bar).toHaveAttribute('value', '45');
    expect(screen.getByText('45%')).toBeInTheDocument();

    act(() => request.succeed({ ticketNumber: 'TCK-77' }));
    expect(await screen.findByRole('heading', { name: 'Ticket page' })).toBeInTheDocument();
  });

  it('leaves the service out when none is chosen', async () => {
    const u = user();
    renderPage();
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    expect(uploads.requests[0].json).not.toHaveProperty('serviceTag');
    expect(uploads.requests[0].files).toEqual([]);
  });

  it('shows a refusal at the field the server names, and a retry keeps the idempotency key', async () => {
    const u = user();
    renderPage();
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    act(() => uploads.requests[0].fail('category: This category is not available.', { field: 'category' }));
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).toHaveAccessibleDescription('This category is not available.'));
    await waitFor(() => expect(category).toHaveFocus());

    await u.selectOptions(category, 'Billing');
    await u.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(2));
    expect(uploads.requests[1].json.idempotencyKey).toBe(uploads.requests[0].json.idempotencyKey);
    expect(uploads.requests[1].json.category).toBe('Billing');
  });

  it('shows a refusal of the files at the file picker, and one naming no field above the form', async () => {
    const u = user();
    renderPage();
    await fillValid(u);
    await u.upload(fileInput(), fileOfSize('scan.pdf', 10, 'application/pdf'));
    await u.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    act(() => uploads.requests[0].fail('files: scan.pdf is not a PDF.', { field: 'files', code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('scan.pdf is not a PDF.');
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('scan.pdf is not a PDF.'));

    await u.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(2));
    act(() => uploads.requests[1].fail('Our helpdesk is not answering.', { status: 503, code: 'SERVICE_UNAVAILABLE' }));
    expect(await screen.findByText('Your ticket was not logged: Our helpdesk is not answering.')).toBeInTheDocument();
  });

  it('shows the server’s too-large refusal at the file picker', async () => {
    const u = user();
    renderPage();
    await fillValid(u);
    await u.upload(fileInput(), fileOfSize('scan.pdf', 10, 'application/pdf'));
    await u.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    act(() => uploads.requests[0].fail(LIMIT_MESSAGE, { status: 413, code: 'PAYLOAD_TOO_LARGE' }));
    await waitFor(() => expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(LIMIT_MESSAGE)));
    expect(screen.queryByText(/Your ticket was not logged/)).not.toBeInTheDocument();
  });

  it('prefills the service and category from the query when they are among the options', async () => {
    renderPage('/tickets/support?serviceTag=LTE-7&category=technical');
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('Technical');
    expect(screen.getByRole('combobox', { name: 'Service it concerns (optional)' })).toHaveValue('LTE-7');
  });

  it('ignores a service or category from the query that is not among the options', async () => {
    renderPage('/tickets/support?serviceTag=SOMEONE-ELSES&category=Hacking');
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Service it concerns (optional)' })).toHaveValue('');
  });
});

describe('when the portal has no helpdesk (capabilities.helpdesk off)', () => {
  beforeEach(() => configureInstanceOffer({ capabilities: { helpdesk: false } }));
  afterEach(() => configureInstanceOffer(null));

  it('says tickets are not available instead of showing a form that would be refused', async () => {
    renderPage();
    expect(await screen.findByText(CAPABILITY_UNAVAILABLE_MESSAGES.helpdesk)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    expect(screen.queryByRole('button', { name: /submit|log ticket/i })).toBeNull();
  });
});
