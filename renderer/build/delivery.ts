import type { PluginOption } from "vite";
import { precompress } from "./precompress.ts";
import { routePreloads } from "./routePreloads.ts";

/**
 * The build's part in delivering the client fast (issue 15, docs/decisions/0028): each route's
 * files to preload, then brotli and gzip copies of everything compressible.
 */
export function delivery(): PluginOption {
  return [routePreloads(), precompress()];
}
