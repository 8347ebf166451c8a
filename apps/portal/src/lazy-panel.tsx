import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';

/**
 * A panel whose code is fetched when it first renders: until it arrives its place stays empty
 * (the rest of the screen, such as the dashboard's tabs, stays usable).
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Panel = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, called once per panel
  return function LazyPanel(props: P) {
    return (
      <Suspense fallback={null}>
        <Panel {...(props as ComponentProps<typeof Panel>)} />
      </Suspense>
    );
  };
}
