import { cleanup } from "@testing-library/react";
import { useSession } from "../../renderer/src/store/useSession.ts";

/** Between tests: the page taken down and the session signed out. */
export function resetPortal(): void {
  cleanup();
  useSession.setState({ token: null, profile: null, current: null, url_to_navigate: null });
}
