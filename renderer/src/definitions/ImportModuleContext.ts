import { createContext } from "react";

/**
 * How the browser imports a definition's precompiled validators module. Undefined means the
 * browser's own `import()`; component tests pass one that compiles the validators in place.
 */
export const ImportModuleContext = createContext<((url: string) => Promise<unknown>) | undefined>(undefined);
