import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useSession } from "../store/useSession.ts";

/** Pages never returned to after login (spec 000 §2 /login). */
const NOT_REMEMBERED = ["/login", "/legacy-login", "/logout", "/reset-password", "/register"];

/** Whether a path is one to come back to after signing in. */
export const isRemembered = (pathname: string) => !NOT_REMEMBERED.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * Remembers the last visited path and query as url_to_navigate, for pages other than login,
 * logout, reset-password and register, so signing in returns there (spec 000 §2 /login).
 */
export function RememberLastPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isRemembered(pathname)) useSession.getState().rememberUrl(pathname + search);
  }, [pathname, search]);
  return null;
}
