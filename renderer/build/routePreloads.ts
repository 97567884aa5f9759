import { resolve } from "node:path";
import type { Plugin, Rolldown } from "vite";
import { HOME_SLIDES } from "../src/pages/public/carouselSlides.ts";

/**
 * What a route's page should start fetching before its code asks for it. In `path` and in the
 * URLs, `{routePrefix}`, `{detailsPath}`, `{id}` and `{hash}` stand for each application type's
 * (from GET /api/definitions): such an entry is one per type that has them.
 */
export interface RoutePreload {
  /** The page's path, or the start of the paths it covers when it ends with "/". */
  path: string;
  /** Source modules (from renderer/) the route loads lazily: their chunks are preloaded. */
  lazy?: string[];
  /** Other ES modules the route imports (`<link rel="modulepreload">`). */
  modules?: string[];
  /** API answers the route's code fetches at once (`<link rel="preload" as="fetch">`). */
  fetches?: string[];
  /** Pictures drawn at the top of the page, found only once the code has drawn it. */
  images?: string[];
}

/** The file the server reads (server/plugins/external/appPage.ts): paths with the files to preload, under dist/renderer. */
export const PRELOADS_FILE = "route-preloads.json";

/**
 * The routes whose page waits on more than the entry's code (docs/decisions/0028): a route made
 * lazy in the renderer (React.lazy) is listed here with its module, so a phone fetches it beside
 * the entry instead of after it. A module that the build no longer has stops the build.
 */
export const ROUTE_PRELOADS: RoutePreload[] = [
  // Every application's wizard (App.tsx): RJSF, the engine and the step components, then what
  // useCompiledDefinition loads: the type's definition, its precompiled validators, the context.
  { path: "/application/", lazy: ["src/wizard/WizardPage.tsx"] },
  { path: "{routePrefix}/", modules: ["/api/definitions/{id}/validators.js?v={hash}"], fetches: ["/api/definitions/{id}", "/api/constants/context"] },
  // The carousel's first slide is the home page's largest paint (Lighthouse's LCP element).
  { path: "/home", images: [HOME_SLIDES[0]?.image ?? ""].filter(Boolean) },
  // The lazy pages of routes/*.tsx a visitor may open first (a link, a bookmark, a reload).
  { path: "/profile", lazy: ["src/dashboard/ProfilePage.tsx"] },
  { path: "/view-transaction", lazy: ["src/dashboard/TransactionViewPage.tsx"] },
  { path: "/login", lazy: ["src/pages/LoginPage.tsx"] },
  { path: "/register", lazy: ["src/accounts/register/RegisterPage.tsx"] },
  { path: "/reset-password", lazy: ["src/accounts/reset/ResetPasswordWizard.tsx"] },
  { path: "/reset-password/", lazy: ["src/accounts/reset/ResetPasswordPage.tsx"] },
  // The link in the confirmation message opens /confirm-contact/<code>, often on a phone (decision 0044).
  { path: "/confirm-contact", lazy: ["src/accounts/confirm/ConfirmContactPage.tsx"] },
  { path: "/confirm-contact/", lazy: ["src/accounts/confirm/ConfirmContactPage.tsx"] },
  { path: "/transaction-status", lazy: ["src/status/TransactionStatusPage.tsx"] },
  // The QR code on a licence or ID card opens /verify/<code> on a phone (decision 0039).
  { path: "/verify", lazy: ["src/verify/VerifyPage.tsx"] },
  { path: "/verify/", lazy: ["src/verify/VerifyPage.tsx"] },
  { path: "/support", lazy: ["src/pages/public/SupportPage.tsx"] },
  { path: "/faq", lazy: ["src/pages/public/FaqPage.tsx"] },
  { path: "/how-to-apply", lazy: ["src/pages/public/HowToApplyPage.tsx"] },
  { path: "/community", lazy: ["src/pages/public/CommunityPage.tsx"] },
  { path: "/news-and-announcements", lazy: ["src/pages/public/NewsPage.tsx"] },
  { path: "/privacy-policy", lazy: ["src/pages/public/PrivacyPolicyPage.tsx"] },
  { path: "/entity-portal", lazy: ["src/pages/public/EntityPortalPage.tsx"] },
  { path: "{detailsPath}", lazy: ["src/pages/public/DetailsPage.tsx"] },
  { path: "/admin", lazy: ["src/admin/adminPages.tsx"] },
  { path: "/admin/", lazy: ["src/admin/adminPages.tsx"] },
  // Pages with chunks of their own inside the admin pages (issue 17): a case, and the report with its chart.
  { path: "/admin/cases/", lazy: ["src/admin/CasePage.tsx"] },
  { path: "/admin/transactions", lazy: ["src/admin/TransactionsReportPage.tsx"] },
];

/** A chunk's file and the files of the chunks it imports statically, all the way down. */
function withStaticImports(bundle: Rolldown.OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === "chunk") for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * Writes route-preloads.json: for each route of ROUTE_PRELOADS, the built files of its modules
 * (with the chunks they import, less those the entry already loads) and its pictures, as paths
 * the page can name in `<link rel="modulepreload">` and `<link rel="preload" as="image">`.
 */
export function routePreloads(routes: RoutePreload[] = ROUTE_PRELOADS): Plugin {
  let root = "";
  return {
    name: "nfa-route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loaded = entry ? withStaticImports(bundle, entry.fileName) : new Set<string>();
      const preloads = routes.map(({ path, lazy = [], modules = [], fetches = [], images = [] }) => {
        const files = new Set<string>();
        for (const module of lazy) {
          const id = resolve(root, module);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`route preloads: ${module} (for ${path}) is in no chunk of the build; update renderer/build/routePreloads.ts`);
          for (const file of withStaticImports(bundle, chunk.fileName)) if (!loaded.has(file)) files.add(file);
        }
        return { path, modules: [...[...files].map((file) => `/${file}`), ...modules], fetches, images };
      });
      this.emitFile({ type: "asset", fileName: PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
