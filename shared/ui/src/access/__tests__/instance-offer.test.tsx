import { act, render, screen } from '@testing-library/react';
import { configureInstanceOffer, useEnabledServiceCategories, useOfferedCategories } from '../instance-offer';
import { StoreLink } from '../store-link';

const CLOUD = ['cloud', 'iot', 'security', 'ups', 'vdc'] as const;

function Offered() {
  const enabled = useEnabledServiceCategories();
  const cloud = useOfferedCategories(CLOUD);
  return (
    <p>
      {enabled === null ? 'all' : enabled.join(',')} / {cloud.join(',')}
    </p>
  );
}

describe('instance offer', () => {
  afterEach(() => act(() => configureInstanceOffer(null)));

  it('offers every category until the host configures them, then only the instance’s, at once', () => {
    render(<Offered />);
    expect(screen.getByText('all / cloud,iot,security,ups,vdc')).toBeInTheDocument();
    act(() => configureInstanceOffer({ serviceCategories: ['connectivity', 'ups', 'cloud'], storeUrl: '' }));
    expect(screen.getByText('connectivity,ups,cloud / cloud,ups')).toBeInTheDocument();
  });

  it('links to the store in a new tab, saying so, and shows nothing without a store', () => {
    configureInstanceOffer({ serviceCategories: null, storeUrl: 'https://store.example.co.za' });
    const { rerender } = render(<StoreLink />);
    const link = screen.getByRole('link', { name: 'Buy a new service (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://store.example.co.za');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');

    act(() => configureInstanceOffer({ storeUrl: '' }));
    rerender(<StoreLink>Shop</StoreLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
