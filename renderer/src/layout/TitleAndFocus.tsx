import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { PAGE_LOADING_ATTRIBUTE } from "./PageLoading.tsx";
import { pageTitle, partHeading } from "./pageTitle.ts";

/** How long a new page may take to draw a heading before focus goes to main instead. */
const FOCUS_WAIT_MS = 5000;

/** Whether main shows a page still loading under its heading (PageLoading): not drawn yet, for title and focus. */
const loading = (main: HTMLElement) => main.querySelector(`[${PAGE_LOADING_ATTRIBUTE}]`) !== null;

/** The heading to announce: the current step's, page's or tab's, else the page's h1; none while the page loads. */
const focusTarget = (main: HTMLElement) => (loading(main) ? null : (partHeading(main) ?? main.querySelector<HTMLElement>("h1")));

/** Focuses a heading (or main) without adding it to the Tab order. */
function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus();
}

/**
 * Keeps the document title and focus in step with the page (issue 14, docs/decisions/0017): the
 * title is worked out from main's headings whenever they change (a new page, a new step, an error
 * summary shown or gone); after each change of address, focus moves to the heading of the new
 * step, page or tab, else the h1, so that a screen reader announces where the user now is. The
 * address a visit starts at keeps the browser's own start (the skip link first).
 */
export function TitleAndFocus({ mainId }: { mainId: string }) {
  const location = useLocation();
  const address = location.pathname + location.search;
  const start = useRef(address);
  // Set on a change of address until the new page's heading is drawn and focused.
  const pending = useRef<number | null>(null);

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    const update = () => {
      const title = loading(main) ? null : pageTitle(main);
      if (title && document.title !== title) document.title = title;
      if (pending.current === null) return;
      const target = focusTarget(main);
      if (target) focusQuietly(target);
      else if (Date.now() - pending.current < FOCUS_WAIT_MS) return;
      else focusQuietly(main);
      pending.current = null;
    };
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    update();
    return () => observer.disconnect();
  }, [mainId]);

  useEffect(() => {
    if (address === start.current) return;
    start.current = "";
    const main = document.getElementById(mainId);
    const target = main && focusTarget(main);
    if (target) {
      focusQuietly(target);
      pending.current = null;
    } else pending.current = Date.now();
  }, [address, mainId]);

  return null;
}
