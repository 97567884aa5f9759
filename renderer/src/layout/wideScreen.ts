/** GOV.UK Frontend's breakpoint: wider than 40em is a tablet or desktop (true where the browser cannot say). */
export const wideScreen = (): boolean => typeof window.matchMedia !== "function" || window.matchMedia("(min-width: 40.0625em)").matches;
