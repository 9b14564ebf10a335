import { reportError } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { AreaErrorBoundary } from '../components/area-error-boundary';
import { AreaNeedsNewerPortalError } from '../version-check';

jest.mock('@portal/contract', () => ({ ...jest.requireActual('@portal/contract'), reportError: jest.fn() }));
jest.mock('../../session/version-check', () => ({ checkVersion: jest.fn(async () => undefined) }));

describe('an area that needs a newer portal', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says so in its own place, reports it, and leaves the rest of the page', () => {
    const error = new AreaNeedsNewerPortalError('portal_billing', [{ name: '@portal/contract', required: '^1.1.0', provided: '1.0.0' }]);
    function Billing(): never {
      throw error;
    }
    render(
      <>
        <AreaErrorBoundary areaLabel="Payments & Billing" onRetry={jest.fn()}>
          <Billing />
        </AreaErrorBoundary>
        <h1>Connectivity</h1>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'This area needs a newer version of the portal' })).toBeInTheDocument();
    expect(screen.getByText('Payments & Billing cannot open in this version of the portal. The rest of the portal still works.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connectivity' })).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(error);
    expect(String(error)).toContain('portal_billing needs @portal/contract ^1.1.0 (the portal provides 1.0.0)');
  });
});
