import { render } from '@testing-library/react';
import { useState } from 'react';
import { act } from 'react';
import { configurePageTitle, usePageTitle } from '../page-title';

function Titled({ title, fallback }: { title?: string; fallback?: boolean }) {
  usePageTitle(title, { fallback });
  return null;
}

describe('usePageTitle', () => {
  beforeEach(() => configurePageTitle('Acme Fibre'));

  it("names the page and the brand: '<Page> · <brand>'", () => {
    render(<Titled title="Tickets" />);
    expect(document.title).toBe('Tickets · Acme Fibre');
  });

  it("lets a page's own title win over the address's fallback, whichever is set first", () => {
    const view = render(
      <>
        <Titled title="Connectivity" fallback />
        <Titled title="Fibre 100/50 Mbps Uncapped" />
      </>,
    );
    expect(document.title).toBe('Fibre 100/50 Mbps Uncapped · Acme Fibre');
    view.rerender(
      <>
        <Titled title="Fibre 100/50 Mbps Uncapped" />
        <Titled title="Connectivity" fallback />
      </>,
    );
    expect(document.title).toBe('Fibre 100/50 Mbps Uncapped · Acme Fibre');
  });

  it('goes back to the fallback when the page that named itself goes, and to the brand when nothing is named', async () => {
    let showPage: (show: boolean) => void = () => undefined;
    function Shell() {
      const [page, setPage] = useState(true);
      showPage = setPage;
      return (
        <>
          <Titled title="Connectivity" fallback />
          {page && <Titled title="Mobile Data 20 GB" />}
        </>
      );
    }
    const view = render(<Shell />);
    expect(document.title).toBe('Mobile Data 20 GB · Acme Fibre');
    await act(async () => showPage(false));
    expect(document.title).toBe('Connectivity · Acme Fibre');
    view.unmount();
    await act(async () => undefined);
    expect(document.title).toBe('Acme Fibre');
  });

  it('shows the title a page takes once its data is there', () => {
    const view = render(<Titled title={undefined} />);
    expect(document.title).toBe('Acme Fibre');
    view.rerender(<Titled title="Ticket TCK-10021" />);
    expect(document.title).toBe('Ticket TCK-10021 · Acme Fibre');
  });

  it('writes the title only when it changes: a new page under the same title writes nothing, not even the brand in between', async () => {
    const view = render(<Titled key="a" title="Connectivity" fallback />);
    const written: string[] = [];
    const ownTitle = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    Object.defineProperty(document, 'title', {
      configurable: true,
      get: () => ownTitle.get!.call(document),
      set: (value: string) => {
        written.push(value);
        ownTitle.set!.call(document, value);
      },
    });
    try {
      view.rerender(<Titled key="b" title="Connectivity" fallback />);
      await act(async () => undefined);
      expect(written).toEqual([]);
      view.rerender(<Titled key="b" title="Tickets" fallback />);
      await act(async () => undefined);
      expect(written).toEqual(['Tickets · Acme Fibre']);
    } finally {
      delete (document as { title?: string }).title;
    }
  });
});
