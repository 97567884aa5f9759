import { useEffect, useState, type ComponentType } from "react";
import { RouteLoading } from "./RouteLoading.tsx";

/**
 * A page whose code loads when first opened, like React.lazy but without Suspense: the page is
 * drawn the moment its code is in, in place of RouteLoading. React throttles the content that
 * replaces a Suspense fallback to 300 ms after the fallback was shown, which held every first
 * visit to a page back by up to 300 ms on a fast phone (decision 0062). A code file that cannot
 * be fetched (a weak signal, a deploy meanwhile) says so with a Try again, instead of the blank
 * page an uncaught lazy() rejection leaves.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function LazyPage(props: P) {
    const [Page, setPage] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Page || failed) return;
      let live = true;
      start().then(
        (page) => live && setPage(() => page),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [Page, failed]);
    if (Page) return <Page {...props} />;
    if (!failed) return <RouteLoading />;
    return (
      <div role="alert">
        <h1 className="govuk-heading-l">This page could not be loaded</h1>
        <p className="govuk-body">Check your connection, then try again. Nothing you saved is lost.</p>
        <button type="button" className="govuk-button" onClick={() => setFailed(false)}>
          Try again
        </button>
      </div>
    );
  }
  return LazyPage;
}
