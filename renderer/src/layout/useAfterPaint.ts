import { startTransition, useEffect, useState } from "react";

/** However the frame goes (a hidden tab draws none), the wait ends after this long. */
const LONGEST_WAIT_MS = 250;

/**
 * False on a component's first render, true once the browser has drawn it (the task after the
 * next frame, or LONGEST_WAIT_MS at most), as a low-priority update. A page whose heading is cheap
 * and whose body is a long task draws the heading first: a slow phone shows where it is at once,
 * and the page's largest paint is not held back by work below it (decision 0062).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      startTransition(() => setPainted(true));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = typeof requestAnimationFrame === "function" ? requestAnimationFrame(() => (timer = setTimeout(finish, 0))) : undefined;
    const fallback = setTimeout(finish, LONGEST_WAIT_MS);
    return () => {
      done = true;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
