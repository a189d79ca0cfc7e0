import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** Stands in for the browser's IntersectionObserver (jsdom has none) and lets the test scroll. */
function installObserver() {
  const callbacks: Callback[] = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return {
    scrollNear: () => act(() => callbacks.forEach((c) => c([{ isIntersecting: true }]))),
    scrollAway: () => act(() => callbacks.forEach((c) => c([{ isIntersecting: false }]))),
    disconnect,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenNearViewport', () => {
  it('shows the fallback until its place comes near the screen, then the content', () => {
    const observer = installObserver();
    render(
      <WhenNearViewport fallback={<p>Loading…</p>}>
        <p>The form</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    observer.scrollAway();
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
    observer.scrollNear();
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('renders at once when eager (the URL points at it)', () => {
    installObserver();
    render(
      <WhenNearViewport eager fallback={<p>Loading…</p>}>
        <p>The form</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    render(
      <WhenNearViewport fallback={<p>Loading…</p>}>
        <p>The form</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
  });
});
