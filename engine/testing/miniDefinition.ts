import type { Definition } from "../types.ts";

/**
 * A small definition exercising every construct (start rules, skip, conditional auto-advance,
 * show, checks, options, filtered lists, blocks, dates, pages), for the engine's unit tests.
 */
export const miniDefinition: Definition = {
  schemaVersion: 1,
  id: "TEST_TYPE",
  version: "2026.11.1",
  slug: "test",
  title: "Test",
  order: 1,
  routePrefix: "/application/test",
  requiresLogin: true,
  detailsPath: null,
  printFooter: "Version 1.0 November 2021",
  stages: [{ id: "type", label: "Type", route: "licence-type" }],
  conditions: { recreational: { field: "kind", op: "equals", value: "Recreational" } },
  wizard: {
    start: [
      { when: { field: "$profile.registered", op: "equals", value: true }, goto: "kind" },
      { goto: "intro" },
    ],
    steps: [
      { id: "intro", title: "Intro", schema: { type: "object", required: ["agree"], properties: { agree: { type: "string", enum: ["Yes", "No"] } } }, blocks: [{ when: { field: "agree", op: "equals", value: "No" }, message: "Stopped here" }], next: [{ goto: "kind" }] },
      {
        id: "kind",
        title: "Kind",
        autoAdvance: true,
        message: "You must make a selection before proceeding to the next step",
        schema: { type: "object", required: ["kind"], properties: { kind: { type: "string", enum: ["Commercial", "Recreational"], errorMessage: { required: "You must make a selection before proceeding to the next step" } } } },
        next: [{ when: { condition: "recreational" }, goto: "transaction" }, { goto: "category" }],
      },
      { id: "category", title: "Category", schema: { type: "object", required: ["category"], properties: { category: { type: "string", enum: ["Artisanal", "Industrial"] } } }, next: [{ goto: "transaction" }] },
      {
        id: "transaction",
        title: "Transaction",
        autoAdvance: { field: "transaction", op: "equals", value: "New" },
        schema: { type: "object", required: ["transaction", "number"], properties: { transaction: { type: "string", enum: ["New", "Renewal"] }, number: { type: "string", minLength: 3, maxLength: 5, errorMessage: { minLength: "Min length should be 3" } } } },
        show: { number: { field: "transaction", op: "equals", value: "Renewal" } },
        next: [{ goto: "place" }],
      },
      {
        id: "place",
        title: "Place",
        schema: {
          type: "object",
          required: ["region", "port"],
          properties: {
            region: { type: "string", "x-list": { id: "regions", title: "Regions", items: [{ value: "North" }, { value: "South" }] } },
            port: { type: "string", "x-filterBy": "region", "x-list": { id: "ports", title: "Ports", groupList: "regions", items: [{ value: "Alpha", group: "North" }, { value: "Beta", group: "South" }, { value: "Other" }] } },
            species: { type: "array", items: { type: "string", enum: ["Conch", "Spiny Lobster", "Fish"] } },
            when: { type: "string", format: "date" },
            until: { type: "string", format: "date", "x-afterField": "when", errorMessage: { afterField: "Until must be after when" } },
          },
        },
        options: { species: { Conch: { disabledWhen: { field: "$today", op: "inWindow", value: "Conch" }, reason: "Conch is closed" } } },
        checks: [{ id: "species", assert: { field: "species", op: "isSet" }, pointer: "/species", message: "Choose a species" }],
        next: [{ goto: "$end" }],
      },
    ],
  },
  form: {
    previewTitle: "Preview",
    pages: [{ id: "page-one", title: "Page one", schema: { type: "object", required: ["name"], properties: { name: { type: "string", maxLength: 10 } } } }],
  },
  documents: {
    items: [
      { key: "photo", name: "Photo", accept: [".jpg"], required: true },
      { key: "passport", name: "Passport", reason: "Commercial fishers show their passport.", accept: [".pdf"], required: true, when: { field: "kind", op: "equals", value: "Commercial" } },
      { key: "bill", name: "Bill of sale", accept: [".pdf"], required: false, group: "ownership" },
      { key: "receipt", name: "Receipt", accept: [".pdf"], required: false, group: "ownership" },
    ],
    groups: [{ key: "ownership", name: "Proof of Ownership", rule: "atLeastOne" }],
  },
  fees: {
    currency: "JMD",
    lines: [
      { id: "base", label: "Base", amounts: [{ from: "2020-01-01", amount: 100000 }, { from: "2026-12-01", amount: 120000 }] },
      { id: "commercial", label: "Commercial", reason: "The commercial fee, set by the NFA fee schedule.", when: { field: "kind", op: "equals", value: "Commercial" }, amounts: [{ from: "2020-01-01", amount: 50050 }] },
      { id: "future", label: "Not yet", amounts: [{ from: "2030-01-01", amount: 25000 }] },
    ],
  },
};

export const miniContext = { today: "2026-11-22", windows: { Conch: { start: "08-08", end: "02-29" } }, profile: {} };
