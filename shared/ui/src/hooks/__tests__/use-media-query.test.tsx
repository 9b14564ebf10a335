import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from '../use-media-query';

function fakeMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, l: () => void) => entry.listeners.add(l),
      removeEventListener: (_: string, l: () => void) => entry.listeners.delete(l),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return (next: number) => {
    width = next;
    lists.forEach((e) => e.listeners.forEach((l) => l()));
  };
}

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

describe('useIsMobile (spec §9: mobile is 761 px or less)', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the width across the 761 px line', () => {
    const resize = fakeMatchMedia(360);
    render(<Probe />);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    act(() => resize(762));
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => resize(761));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });

  it('says desktop where matchMedia does not exist', () => {
    // @ts-expect-error simulating an environment without matchMedia
    window.matchMedia = undefined;
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });
});
