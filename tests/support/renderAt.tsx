import { render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { MemoryRouter, useLocation } from "react-router-dom";
import { App } from "../../renderer/src/App.tsx";
import { injectImport } from "./injectFetch.ts";

/** The router's current address, for `screen.getByTestId("where")`. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * Renders the whole portal at `path`. `validatorsFrom` gives the definitions' validators from that
 * server (pages with an application form need them); `where` adds the address as test id "where".
 */
export function renderAt(path: string, options: { validatorsFrom?: FastifyInstance; where?: boolean } = {}): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App importModule={options.validatorsFrom ? injectImport(options.validatorsFrom) : undefined} />
      {options.where && <Where />}
    </MemoryRouter>,
  );
}

/** Renders the portal at `path` and answers a user to drive it (no typing delay). */
export function userAt(path: string): ReturnType<typeof userEvent.setup> {
  renderAt(path);
  return userEvent.setup({ delay: null });
}
