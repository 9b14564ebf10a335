import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from '../lazy-page/lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPage', () => {
  it('loads on first render like React.lazy, showing the fallback until the code arrives', async () => {
    let arrive!: () => void;
    const load = jest.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = () => resolve({ default: Greeting }))));
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page name="Thandi" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Hello Thandi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once preloaded; the code is fetched once', async () => {
    const load = jest.fn(async () => ({ default: Greeting }));
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page name="Sipho" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Sipho')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed preload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Greeting });
    const Page = lazyPage<{ name: string }>(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page name="Lerato" />);
    expect(screen.getByText('Hello Lerato')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
