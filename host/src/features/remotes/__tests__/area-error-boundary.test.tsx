import { render, screen } from '@testing-library/react';
import { AreaErrorBoundary } from '../components/area-error-boundary';

jest.mock('@portal/contract', () => ({ ...jest.requireActual('@portal/contract'), reportError: jest.fn() }));
jest.mock('../../session/version-check', () => ({ checkVersion: jest.fn(async () => undefined) }));

const chunkError = () => Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });

/** An area whose chunks fail until it has been loaded again `reloadsNeeded` times, as after a deploy that pruned them. */
function areaFailing(reloadsNeeded: number, error: () => Error = chunkError) {
  const reloads = { count: 0 };
  const onRetry = jest.fn(() => {
    reloads.count++;
  });
  function Page() {
    if (reloads.count < reloadsNeeded) throw error();
    return <h1>Payments &amp; Billing</h1>;
  }
  return { Page, onRetry };
}

describe('an area whose chunks fail', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads again by itself once after a chunk error, and shows the area', () => {
    const { Page, onRetry } = areaFailing(1);
    render(
      <AreaErrorBoundary areaLabel="Payments & Billing" onRetry={onRetry}>
        <Page />
      </AreaErrorBoundary>,
    );
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Payments & Billing' })).toBeInTheDocument();
  });

  it('shows the fallback with Try again when the chunk fails again', () => {
    const { Page, onRetry } = areaFailing(2);
    render(
      <AreaErrorBoundary areaLabel="Payments & Billing" onRetry={onRetry}>
        <Page />
      </AreaErrorBoundary>,
    );
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Payments & Billing is not available right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('does not retry by itself an error that is not a chunk error', () => {
    const { Page, onRetry } = areaFailing(1, () => new TypeError('x is undefined'));
    render(
      <AreaErrorBoundary areaLabel="Payments & Billing" onRetry={onRetry}>
        <Page />
      </AreaErrorBoundary>,
    );
    expect(onRetry).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Payments & Billing is not available right now' })).toBeInTheDocument();
  });
});
