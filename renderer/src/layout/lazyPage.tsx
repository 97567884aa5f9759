import { useEffect, useState, type ComponentType } from "react";
import { RouteLoading } from "./RouteLoading.tsx";

/**
 * A page whose code loads when first opened, like React.lazy but without Suspense: the page is
 * drawn the moment its code is in, in place of RouteLoading. React throttles the content that
 * replaces a Suspense fallback to 300 ms after the fallback was shown, which held every first
 * visit to a page back by up to 300 ms on a fast phone (decision 0062). A code file that cannot
 * be fetched (a weak signal, a deploy meanwhile) says so with a Try again, instead of the blank
 * page an uncaught lazy() rejection leaves. Try again fetches the code again; when that fails too,
 * the button reloads the page instead, since Chromium may keep a failed module import for the
 * life of the page, so only a reload fetches it anew (the service worker serves the shell offline).
 */
/** The page's reload, one place a unit test can watch. */
export const pageReload = { reload: (): void => window.location.reload() };

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
    const [failures, setFailures] = useState(0);
    useEffect(() => {
      if (Page || failed) return;
      let live = true;
      start().then(
        (page) => live && setPage(() => page),
        () => {
          if (!live) return;
          setFailed(true);
          setFailures((n) => n + 1);
        },
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
        {failures < 2 ? (
          <button type="button" className="govuk-button" onClick={() => setFailed(false)}>
            Try again
          </button>
        ) : (
          <button type="button" className="govuk-button" onClick={() => pageReload.reload()}>
            Reload the page
          </button>
        )}
      </div>
    );
  }
  return LazyPage;
}
