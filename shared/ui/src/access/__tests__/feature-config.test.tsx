import { act, render, screen } from '@testing-library/react';
import { configureFeatureCheck, featureCheckFromFlags, FeatureConfig, isFeatureEnabled, useFeatureEnabled } from '../feature-config';

function FlagState({ flag }: { flag: string }) {
  return <p>{useFeatureEnabled(flag) ? `${flag} on` : `${flag} off`}</p>;
}

describe('feature-config (spec §6)', () => {
  afterEach(() => act(() => configureFeatureCheck(null)));

  it('hides the element until a check is configured (unknown means off)', () => {
    render(
      <FeatureConfig flag="referrals" fallback={<p>Coming soon</p>}>
        <a href="/referrals">Refer a friend</a>
      </FeatureConfig>,
    );
    expect(screen.queryByRole('link', { name: 'Refer a friend' })).not.toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('shows the element when the instance flags switch it on, and only that one', () => {
    configureFeatureCheck(featureCheckFromFlags({ referrals: true, outages: false }));
    render(
      <>
        <FeatureConfig flag="referrals">
          <a href="/referrals">Refer a friend</a>
        </FeatureConfig>
        <FeatureConfig flag="outages">
          <a href="/outages">Outages</a>
        </FeatureConfig>
        <FeatureConfig flag="toString">
          <p>inherited name</p>
        </FeatureConfig>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Refer a friend' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Outages' })).not.toBeInTheDocument();
    expect(screen.queryByText('inherited name')).not.toBeInTheDocument();
  });

  it('updates elements on screen when the check changes, and back to off with null', () => {
    render(<FlagState flag="promotions" />);
    expect(screen.getByText('promotions off')).toBeInTheDocument();
    act(() => configureFeatureCheck((flag) => flag === 'promotions'));
    expect(screen.getByText('promotions on')).toBeInTheDocument();
    act(() => configureFeatureCheck(null));
    expect(screen.getByText('promotions off')).toBeInTheDocument();
  });

  it('treats a check that throws or answers a non-boolean as off', () => {
    expect(isFeatureEnabled('x', () => { throw new Error('broken'); })).toBe(false);
    expect(isFeatureEnabled('x', () => 'yes' as unknown as boolean)).toBe(false);
    expect(isFeatureEnabled('x', () => true)).toBe(true);
  });
});
