// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Carousel, SLIDE_MS, TRANSITION_MS } from "../renderer/src/pages/public/Carousel.tsx";
import { HOME_SLIDES } from "../renderer/src/pages/public/carouselSlides.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * The header in each session state, the home page carousel, and a details page's apply button,
 * drawn by the renderer against the real server (jsdom is the only simulated part).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await startPortal();
});
afterAll(async () => app.close());
afterEach(() => {
  resetPortal();
  vi.useRealTimers();
});

const open = (path: string) => renderAt(path, { validatorsFrom: app, where: true });

const menu = () => within(screen.getByRole("navigation", { name: "Menu" }));
const account = () => within(screen.getByRole("navigation", { name: "Account" }));

describe("the header", () => {
  it("offers a visitor Log In, Create Account, Reset Password, the status check and help, but no dashboard", async () => {
    open("/faq");
    await screen.findByRole("heading", { name: "Frequently Asked Questions", level: 1 });
    expect(account().getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/login");
    expect(account().getByRole("link", { name: "Create Account" }).getAttribute("href")).toBe("/register");
    expect(menu().getByRole("link", { name: "Reset Password" })).toBeTruthy();
    expect(menu().getByRole("button", { name: "Check Your Application Status" })).toBeTruthy();
    expect(menu().getByRole("link", { name: "Help Center (opens in a new tab)" }).getAttribute("target")).toBe("_blank");
    expect(menu().getByRole("link", { name: "Help & Support" }).getAttribute("href")).toBe("/support");
    expect(menu().queryByRole("link", { name: /^Dashboard/ })).toBeNull();
    expect(menu().queryByRole("link", { name: "Switch Applicant" })).toBeNull();
    expect(screen.getByRole("contentinfo").textContent).toContain("Data Protection Officer");
  });

  it("greets an individual by first name, names the entity on the Dashboard button and logs out", async () => {
    await signIn(app, DEMO.fisher.email, DEMO.fisher.password);
    const user = userEvent.setup();
    open("/faq");
    expect(account().getByText("Hello, Marcia")).toBeTruthy();
    expect(menu().getByRole("link", { name: "Dashboard: Marcia Campbell" }).getAttribute("href")).toBe("/profile");
    expect(menu().queryByRole("link", { name: "Reset Password" })).toBeNull();
    expect(menu().queryByRole("link", { name: "Switch Applicant" })).toBeNull();
    expect(account().queryByRole("link", { name: "Admin Area" })).toBeNull();
    expect(account().queryByRole("link", { name: "Supporting Officer Dashboard" })).toBeNull();
    await user.click(account().getByRole("button", { name: "Logout" }));
    expect(useSession.getState().token).toBeNull();
    // The login page loads in its own chunk (decision 0027); the address follows once it is drawn.
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
    expect(account().getByRole("link", { name: "Log In" })).toBeTruthy();
  });

  it("greets a company by its name", async () => {
    await signIn(app, DEMO.company.email, DEMO.company.password);
    open("/faq");
    expect(account().getByText("Hello, Blue Waters Fisheries Ltd")).toBeTruthy();
    expect(menu().getByRole("link", { name: "Dashboard: Blue Waters Fisheries Ltd" })).toBeTruthy();
  });

  it("shows Switch Applicant to a supporting officer with more than one associated entity, and switches", async () => {
    await signIn(app, DEMO.officer.email, DEMO.officer.password);
    const user = userEvent.setup();
    open("/faq");
    expect(account().getByText("Hello, Andre")).toBeTruthy();
    expect(account().getByRole("link", { name: "Supporting Officer Dashboard" }).getAttribute("href")).toBe("/admin/supporting-officer?showAssociatedEntities=yes");
    expect(account().queryByRole("link", { name: "Admin Area" })).toBeNull();
    await user.click(menu().getByRole("link", { name: "Switch Applicant" }));
    const table = await screen.findByRole("table", { name: "Applicants you act for" });
    expect(within(table).getByText("Marcia Campbell")).toBeTruthy();
    await user.click(within(table).getByRole("button", { name: "Switch to Blue Waters Fisheries Ltd" }));
    expect(await screen.findByText("Switched Applicant Successfully")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/application-types"));
    expect(menu().getByRole("link", { name: "Dashboard: Blue Waters Fisheries Ltd" })).toBeTruthy();
  });

  it("offers staff the admin area, which opens on its tiles", async () => {
    await signIn(app, DEMO.admin.email, DEMO.admin.password);
    const user = userEvent.setup();
    open("/faq");
    expect(account().queryByRole("link", { name: "Supporting Officer Dashboard" })).toBeNull();
    await user.click(account().getByRole("link", { name: "Admin Area" }));
    expect(await screen.findByRole("heading", { name: "Admin", level: 1 })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/admin");
  });

  it("folds its links behind a Menu button that says whether it is open, closes on Escape and on another page", async () => {
    const user = userEvent.setup();
    open("/faq");
    const button = await screen.findByRole("button", { name: "Menu" });
    const folded = document.getElementById(button.getAttribute("aria-controls") ?? "");
    // The fold holds both navigations; CSS hides it below 40em unless it is open.
    expect(folded?.contains(screen.getByRole("navigation", { name: "Account" }))).toBe(true);
    expect(folded?.contains(screen.getByRole("navigation", { name: "Menu" }))).toBe(true);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(folded?.className).not.toContain("nfa-header__menu--open");
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(folded?.className).toContain("nfa-header__menu--open");
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.click(menu().getByRole("link", { name: "Help & Support" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/support"));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("offers a supporting officer View Your Accounts on the officers' page only (spec 000 §2)", async () => {
    await signIn(app, DEMO.officer.email, DEMO.officer.password);
    const user = userEvent.setup();
    open("/faq");
    await screen.findByRole("heading", { name: "Frequently Asked Questions", level: 1 });
    expect(account().queryByRole("button", { name: "View Your Accounts" })).toBeNull();
    await user.click(account().getByRole("link", { name: "Supporting Officer Dashboard" }));
    await user.click(await account().findByRole("button", { name: "View Your Accounts" }));
    const dialog = await screen.findByRole("dialog", { name: "Your Accounts" });
    await user.click(within(dialog).getByRole("button", { name: "Switch to Blue Waters Fisheries Ltd" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/application-types"));
  });

  it("links the Authority's social-media pages in the footer (spec 000 §1)", async () => {
    open("/faq");
    const follow = within(await screen.findByRole("list", { name: "Follow the Authority" }));
    for (const name of ["Facebook", "Instagram", "X (Twitter)", "YouTube"]) expect(follow.getByRole("link", { name: `${name} (opens in a new tab)` }).getAttribute("target")).toBe("_blank");
  });

  it("shows toasts at the bottom of the window, where they cover neither the header nor a dialog's title", async () => {
    open("/faq");
    await screen.findByRole("heading", { name: "Frequently Asked Questions", level: 1 });
    act(() => {
      toast.success("Saved");
    });
    await screen.findByText("Saved");
    expect(document.querySelector("[data-sonner-toaster]")?.getAttribute("data-y-position")).toBe("bottom");
  });

  it("remembers the last page and query for login, but not the account pages", async () => {
    const user = userEvent.setup();
    open("/faq?section=fees");
    expect(useSession.getState().url_to_navigate).toBe("/faq?section=fees");
    await user.click(account().getByRole("link", { name: "Log In" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
    expect(useSession.getState().url_to_navigate).toBe("/faq?section=fees");
  });
});

describe("the home page carousel", () => {
  const current = () => screen.getAllByRole("group", { hidden: true }).find((slide) => slide.getAttribute("aria-hidden") === "false")?.getAttribute("aria-label");

  it("turns every 5000 ms with a 500 ms transition, and the Pause button stops it", () => {
    vi.useFakeTimers();
    render(<Carousel slides={HOME_SLIDES} label="Highlights" />);
    expect(current()).toBe("1 of 3");
    expect(screen.getByRole("group", { name: "1 of 3" }).style.transitionDuration).toBe(`${TRANSITION_MS}ms`);
    act(() => vi.advanceTimersByTime(SLIDE_MS - 1));
    expect(current()).toBe("1 of 3");
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe("2 of 3");
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(current()).toBe("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Pause slide show" }));
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(current()).toBe("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Play slide show" }));
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(current()).toBe("2 of 3");
  });

  it("is operated by keyboard: arrow keys, Previous, Next and the slide buttons", async () => {
    const user = userEvent.setup();
    render(<Carousel slides={HOME_SLIDES} label="Highlights" />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Pause slide show");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Play slide show" })).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(current()).toBe("2 of 3");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(current()).toBe("3 of 3");
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Next slide");
    await user.keyboard("{Enter}");
    expect(current()).toBe("1 of 3");
    await user.click(screen.getByRole("button", { name: /^Show slide 3/ }));
    expect(current()).toBe("3 of 3");
    expect(screen.getByRole("button", { name: /^Show slide 3/ }).getAttribute("aria-current")).toBe("true");
  });

  it("sits on /home with 'Apply Now for your Licence' and the two apply sections", async () => {
    open("/home");
    expect(await screen.findByRole("region", { name: "Highlights" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Apply Now for your Licence" }).getAttribute("href")).toBe("/application-types");
    expect(screen.getByRole("link", { name: "Apply Here for an Aquaculture Licence" }).getAttribute("href")).toBe("/aquaculture-fisher-details");
    expect(screen.getByRole("link", { name: "Apply Here for your Fishing Licence" }).getAttribute("href")).toBe("/application-details");
  });
});

describe("a details page's apply button", () => {
  it("sends a visitor to /login and remembers the details page", async () => {
    const user = userEvent.setup();
    open("/application-details");
    await screen.findByRole("heading", { name: "Fisher Licence", level: 1 });
    // The licence's documents ask for no birth certificate, so its page has no statutory declaration (decision 0038).
    expect(screen.queryByRole("link", { name: "statutory declaration of date of birth (PDF)" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Apply Now for Fisher Licence" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
    expect(useSession.getState().url_to_navigate).toBe("/application-details");
  });

  it("starts the application for a signed-in applicant as the tile does: temporary id, first step", async () => {
    await signIn(app, DEMO.fisher.email, DEMO.fisher.password);
    const user = userEvent.setup();
    open("/application-details");
    await user.click(await screen.findByRole("button", { name: "Apply Now for Fisher Licence" }));
    // The wizard opens at its stage's address, then names the step in it (decision 0017): either is the first step, and the first lasts only a moment.
    await waitFor(() => expect(screen.getByTestId("where").textContent).toMatch(/^\/application\/licence\/licence-type(\/licence-type)?$/));
    const current = useSession.getState().current;
    const licence = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions.find((d: { detailsPath: string }) => d.detailsPath === "/application-details");
    expect(current?.appType).toBe(licence.id);
    expect(current?.temp_trans_id).toBeTruthy();
    expect(current?.answers.first_name_individual).toBe("Marcia");
  });
});

describe("/clickable-map", () => {
  it("opens a location's info window and ticks its disabled checkbox", async () => {
    const user = userEvent.setup();
    open("/clickable-map");
    await user.click(await screen.findByRole("button", { name: "Show Pedro Bank on the map" }));
    expect(screen.getByRole("heading", { name: "Pedro Bank", level: 2 })).toBeTruthy();
    expect(screen.getByText(/around the Pedro Cays/)).toBeTruthy();
    const box = screen.getByRole("checkbox", { name: "Pedro Bank" }) as HTMLInputElement;
    expect([box.checked, box.disabled]).toEqual([true, true]);
    expect((screen.getByRole("checkbox", { name: "Morant Bank" }) as HTMLInputElement).checked).toBe(false);
  });
});
