import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// A screen's lazily loaded chunk that can also be fetched ahead (prefetch): the same import()
// serves both, so a prefetched chunk is what React later renders without waiting.

export type LazyScreen<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

export function lazyScreen<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let started: Promise<unknown> | undefined;
  const once = () => (started ??= load());
  const screen = lazy(() => once() as Promise<{ default: ComponentType<P> }>) as LazyScreen<P>;
  // A failed prefetch is forgotten: the real visit tries again and shows its own error.
  screen.preload = () => void once().catch(() => (started = undefined));
  return screen;
}
