// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError, type ApiClient } from "../api/apiClient.ts";
import { deviceStore } from "./deviceStore.ts";
import { deliver, forgetOwner, keep, onSent, ownItems, removeItem, retryItem, sendOutbox, type NewItem } from "./outbox.ts";
import { unsent, useOutbox } from "./useOutbox.ts";

/**
 * The outbox (issue 27) against IndexedDB (fake-indexeddb) and a server that answers as told:
 * order, one save per burst of edits, what a lost signal and a refusal do, who sees what.
 */
const OWNER = "fisher@example.com";

interface Call {
  path: string;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** A server answering each call by `answer`, recording the calls in order. */
function server(answer: (call: Call) => Record<string, unknown> | ApiError = () => ({})) {
  const calls: Call[] = [];
  const api = {
    post: async (path: string, body: Record<string, unknown>, _timeout?: number, headers?: Record<string, string>) => {
      const call = { path, body, headers };
      calls.push(call);
      const result = answer(call);
      if (result instanceof ApiError) throw result;
      return result;
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const item = (kind: NewItem["kind"], tempTransId: string, body: Record<string, unknown> = {}, extra: Partial<NewItem> = {}): NewItem => ({ owner: OWNER, tempTransId, appType: "type-a", title: "A licence", kind, label: kind, request: { path: `/${kind}`, body: { temp_trans_id: tempTransId, ...body } }, ...extra });
const NO_SIGNAL = () => new ApiError(0, "The portal could not be reached. Check your connection and try again.");

beforeEach(async () => {
  const db = await deviceStore();
  await db.clear("outbox");
  await db.clear("seen");
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
});

describe("the outbox", () => {
  it("keeps one save for a burst of edits, with the revision the phone started from, and sends start, save, upload, submit in order", async () => {
    await keep(item("start", "app-1"));
    await keep({ ...item("save", "app-1", { name: "first" }), basedOnRevision: 0 });
    await keep({ ...item("save", "app-1", { name: "second" }), basedOnRevision: 1 });
    await keep(item("upload", "app-1", {}, { request: { path: "/upload", body: { temp_trans_id: "app-1" }, headers: { "idempotency-key": "doc-passport-1" } } }));
    await keep({ ...item("save", "app-1", { name: "third" }), basedOnRevision: 0 });
    await keep(item("submit", "app-1"));
    const kept = await ownItems(OWNER);
    expect(kept.map((i) => i.kind)).toEqual(["start", "save", "upload", "save", "submit"]);
    expect(kept[1]?.request.body).toMatchObject({ name: "second", based_on_revision: 0 });

    const { api, calls } = server((call) => (call.path === "/submit" ? { transNumber: "T-1" } : {}));
    const told: string[] = [];
    const stop = onSent((sent, answer) => told.push(`${sent.kind}${answer.transNumber ? ` ${String(answer.transNumber)}` : ""}`));
    await sendOutbox(api, OWNER);
    stop();
    expect(calls.map((c) => c.path)).toEqual(["/start", "/save", "/upload", "/save", "/submit"]);
    expect(calls[2]?.headers).toEqual({ "idempotency-key": "doc-passport-1" });
    expect(told).toEqual(["start", "save", "upload", "save", "submit T-1"]);
    expect((await ownItems(OWNER)).every((i) => i.state === "sent")).toBe(true);
    expect(unsent(useOutbox.getState().items)).toEqual([]);
  });

  it("stops at a lost signal, the item kept as it was, and goes on from it the next time", async () => {
    await keep(item("start", "app-1"));
    await keep(item("save", "app-1"));
    let signal = false;
    const { api, calls } = server((call) => (signal || call.path === "/start" ? {} : NO_SIGNAL()));
    await sendOutbox(api, OWNER);
    expect((await ownItems(OWNER)).map((i) => i.state)).toEqual(["sent", "waiting"]);
    signal = true;
    await sendOutbox(api, OWNER);
    expect(calls.map((c) => c.path)).toEqual(["/start", "/save", "/save"]);
    expect((await ownItems(OWNER)).map((i) => i.state)).toEqual(["sent", "sent"]);
  });

  it("marks a refusal with the server's words and holds back what followed for that application only; a refused file holds back nothing", async () => {
    await keep(item("save", "app-1"));
    await keep(item("submit", "app-1"));
    await keep(item("upload", "app-2"));
    await keep(item("save", "app-2"));
    const { api, calls } = server((call) => (call.body.temp_trans_id === "app-1" && call.path === "/save" ? new ApiError(422, "Please fill in all the required fields") : call.path === "/upload" ? new ApiError(415, "Only PDF, JPG or PNG files") : {}));
    await sendOutbox(api, OWNER);
    expect(calls.map((c) => `${String(c.body.temp_trans_id)} ${c.path}`)).toEqual(["app-1 /save", "app-2 /upload", "app-2 /save"]);
    const states = (await ownItems(OWNER)).map((i) => [i.tempTransId, i.kind, i.state, i.error ?? ""]);
    expect(states).toEqual([
      ["app-1", "save", "failed", "Please fill in all the required fields"],
      ["app-1", "submit", "waiting", ""],
      ["app-2", "upload", "failed", "Only PDF, JPG or PNG files"],
      ["app-2", "save", "sent", ""],
    ]);
  });

  it("leaves an item waiting when the session expired or the server failed, to send again later", async () => {
    await keep(item("save", "app-1"));
    for (const status of [401, 429, 500, 503]) {
      const { api } = server(() => new ApiError(status, "no"));
      await sendOutbox(api, OWNER);
      expect((await ownItems(OWNER))[0]?.state, String(status)).toBe("waiting");
    }
  });

  it("offers a save refused as stale to be sent again over the answers online, without its revision; removing it removes the submit after it", async () => {
    await keep({ ...item("save", "app-1", { name: "on the phone" }), basedOnRevision: 3 });
    await keep(item("submit", "app-1"));
    const stale = new ApiError(409, "This application was changed on another device since it was saved on this phone", [], null, { draft: { answers: {}, draft_revision: 5 } });
    const { api, calls } = server((call) => (call.path === "/save" && call.body.based_on_revision !== undefined ? stale : {}));
    await sendOutbox(api, OWNER);
    const [save] = await ownItems(OWNER);
    expect(save).toMatchObject({ state: "failed", conflict: true });
    await retryItem(OWNER, save?.id as number, true);
    await sendOutbox(api, OWNER);
    expect(calls.map((c) => [c.path, c.body.based_on_revision])).toEqual([
      ["/save", 3],
      ["/save", undefined],
      ["/submit", undefined],
    ]);

    await keep({ ...item("save", "app-2"), basedOnRevision: 1 });
    await keep(item("upload", "app-2"));
    await keep(item("submit", "app-2"));
    const saveTwo = (await ownItems(OWNER)).find((i) => i.tempTransId === "app-2" && i.kind === "save");
    await removeItem(OWNER, saveTwo?.id as number);
    expect((await ownItems(OWNER)).filter((i) => i.tempTransId === "app-2").map((i) => i.kind)).toEqual(["upload"]);
  });

  it("sends at once with a signal and nothing before it; keeps the request with no signal, or behind what waits", async () => {
    const { api, calls } = server(() => ({ transNumber: "T-9" }));
    expect(await deliver(api, item("submit", "app-1"))).toEqual({ kept: false, data: { transNumber: "T-9" } });
    expect(await ownItems(OWNER)).toEqual([]);

    const lost = server(NO_SIGNAL);
    expect(await deliver(lost.api, { ...item("save", "app-2"), basedOnRevision: 2 })).toEqual({ kept: true });
    expect((await ownItems(OWNER))[0]?.request.body.based_on_revision).toBe(2);

    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    const before = calls.length;
    expect(await deliver(api, item("upload", "app-3"))).toEqual({ kept: true });
    expect(calls.length).toBe(before);
    expect((await ownItems(OWNER)).map((i) => i.tempTransId)).toEqual(["app-2", "app-3"]);
  });

  it("shows and sends each account only its own, and forgets an account's items at logout only when told to", async () => {
    await keep(item("save", "app-1"));
    await keep({ ...item("save", "app-9"), owner: "other@example.com" });
    const { api, calls } = server();
    await sendOutbox(api, "other@example.com");
    expect(calls.map((c) => c.body.temp_trans_id)).toEqual(["app-9"]);
    await forgetOwner(OWNER, false);
    expect((await ownItems(OWNER)).length).toBe(1);
    await forgetOwner("other@example.com", false);
    expect(await ownItems("other@example.com")).toEqual([]);
    await forgetOwner(OWNER, true);
    expect(await ownItems(OWNER)).toEqual([]);
  });
});
