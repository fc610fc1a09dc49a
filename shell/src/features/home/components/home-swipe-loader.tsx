/**
 * The home swipe, loaded with the page that shows it. A state rather than React.lazy: React 19
 * holds a Suspense boundary's content back until 300 ms after its fallback appeared, and this
 * is the first screen most visitors see. The bootstrap starts the load on a home path.
 */
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { PageSkeleton } from '../../../first-paint/page-skeleton';

let loading: Promise<ComponentType> | undefined;

export function loadHomeSwipe(): Promise<ComponentType> {
  // Named: the HTML's boot script preloads it on a home path (shell/src/boot).
  loading ??= import(/* webpackChunkName: "home-swipe" */ './home-swipe').then((m) => m.HomeSwipe);
  loading.catch(() => (loading = undefined)); // the next visit to home tries again
  return loading;
}

export function HomeSwipeLoader() {
  const [HomeSwipe, setHomeSwipe] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    loadHomeSwipe().then(
      (component) => live && startTransition(() => setHomeSwipe(() => component)),
      // Thrown while rendering, so the error boundary around the routes shows it.
      (error: unknown) =>
        live &&
        setHomeSwipe(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, []);
  return HomeSwipe ? <HomeSwipe /> : <PageSkeleton homeTabs />;
}
