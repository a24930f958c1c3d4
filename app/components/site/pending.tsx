import { useLocation, useNavigation } from "@remix-run/react";
import { LoaderCircle } from "~/components/ui/lucide-sprite";
import { lazy, Suspense, useEffect, useState } from "react";

/** Wait this long before showing a loading state, so fast navigations never flash one. */
export const PENDING_DELAY_MS = 150;

/**
 * The path a client-side navigation is loading data for (not a form submission, not a hash
 * change on this page), once it has been pending for a moment; otherwise null.
 */
export function usePendingPath(): string | null {
  const navigation = useNavigation();
  const location = useLocation();
  const target =
    navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname !== location.pathname
      ? navigation.location.pathname
      : null;
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    if (!target) {
      setShown(null);
      return;
    }
    const timer = setTimeout(() => setShown(target), PENDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);

  return target && shown === target ? target : null;
}

/** The home page while its data loads: the static parts, with skeleton cards for the featured properties. */
export function HomePending() {
  return (
    <Suspense fallback={null}>
      <LazyHomePending />
    </Suspense>
  );
}

// The home page's sections are fetched for this only when a navigation to the home page is under way
// (on the home page itself they are already there), so other pages do not download them.
const LazyHomePending = lazy(() =>
  import("./home-sections").then(({ FeaturedProperties, HomeHero, IntroStats }) => ({
    default: function HomeSectionsPending() {
      return (
        <>
          <HomeHero />
          <IntroStats />
          <FeaturedProperties properties={[]} pending />
        </>
      );
    },
  })),
);

/** A property page while its data loads (the spec asks for a loading spinner). */
export function PropertyPending() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-forest-950 px-4 pt-20">
      <div role="status" className="flex flex-col items-center gap-4 text-white">
        <LoaderCircle aria-hidden className="h-12 w-12 animate-spin text-gold-300" />
        <span className="font-serif text-xl">Loading property...</span>
      </div>
    </div>
  );
}
