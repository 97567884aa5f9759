import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * A modal dialog (WAI-ARIA dialog pattern): role="dialog", aria-modal and a labelled heading.
 * Focus moves to the heading when it opens, Tab stays inside, Escape closes it when it may be
 * closed, and focus returns to where it was when it closes.
 */
export function Dialog(props: { id: string; title: string; onClose?: () => void; children: ReactNode; wide?: boolean; description?: string }) {
  const { id, title, onClose, children, wide, description } = props;
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      // The opener may have gone (a page that changed); then there is nothing to return to.
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !box.current) return;
    const items = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="nfa-modal-backdrop">
      <div ref={box} className={`nfa-modal${wide ? " nfa-modal--wide" : ""}`} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={description ? `${id}-description` : undefined} onKeyDown={onKeyDown}>
        <h2 className="govuk-heading-m" id={`${id}-title`} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {description && (
          <p className="govuk-body" id={`${id}-description`}>
            {description}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
