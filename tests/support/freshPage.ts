import { useSession } from "../../renderer/src/store/useSession.ts";

/**
 * Before each file drawn in jsdom that shares its worker's modules (the pages project,
 * vitest.config.ts): the session store as a first visit finds it, and empty storage, so a file
 * never starts signed in as the last one left it (publicPages' visitor header did, once shared).
 */
localStorage.clear();
sessionStorage.clear();
useSession.setState(useSession.getInitialState(), true);
