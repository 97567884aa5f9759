import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm run start:prod` (issue 28: build once, run many): it never builds, so instances started
 * together from one checkout do not build into the same dist/ at once, and it refuses, saying what
 * to run, on a checkout that was not built. Run here on a checkout of the launcher alone (its
 * build module reads only node's own modules when it is loaded), which has no dist/.
 */
const checkout = mkdtempSync(join(tmpdir(), "nfa-start-prod-"));
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

describe("npm run start:prod", () => {
  it("refuses a checkout that was not built, naming both parts and the command that builds them, and builds nothing", () => {
    mkdirSync(join(checkout, "server"));
    for (const file of ["launch.mjs", "build.mjs"]) copyFileSync(join(import.meta.dirname, file), join(checkout, "server", file));
    const run = spawnSync(process.execPath, [join(checkout, "server", "launch.mjs"), "--built"], { encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe("The portal could not start: the server is not built; the client is not built. Run `npm run build` once, then `npm run start:prod` on each instance.");
    expect(run.stdout).not.toContain("Building");
    expect(existsSync(join(checkout, "dist"))).toBe(false);
  });
});
