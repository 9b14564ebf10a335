import { VisuallyHidden } from '@portal/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { InvoiceDownloads } from './invoice-downloads';

/**
 * One 'Download' per invoice row, opening its PDF and Excel downloads beside it (a disclosure: each choice is the
 * download button itself, with its progress and messages). Escape closes it and gives the focus back to the toggle.
 */
export function InvoiceDownloadChoices({ invoiceTxNumber }: { invoiceTxNumber: string }) {
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    // The choices open under the toggle, one above the other: the row grows downwards and View stays beside it.
    <div onKeyDown={closeOnEscape} style={{ display: 'inline-grid', gap: 8, justifyItems: 'start' }}>
      <button
        ref={toggle}
        type="button"
        className="portal-button portal-button--secondary"
        aria-expanded={open}
        aria-controls={choicesId}
        onClick={() => setOpen((was) => !was)}
      >
        Download<VisuallyHidden> invoice {invoiceTxNumber}</VisuallyHidden> <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={choicesId} hidden={!open} style={open ? { display: 'grid', gap: 8, justifyItems: 'start' } : undefined}>
        {open && <InvoiceDownloads invoiceTxNumber={invoiceTxNumber} />}
      </div>
    </div>
  );
}
