import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { readyToSubmit } from "../../../testing/readyToSubmit.ts";
import { payingScenario } from "../../../testing/scenarioAnswers.ts";

/**
 * The payment form is judged on submit like every page (issue 13 finding 6): through the engine
 * and the type's definition, with the spec's messages (spec 000 'Payment' rules). A paid
 * application whose payment_details are missing, malformed or incomplete is not submitted, so
 * card collection and expedite are always answered and their fees counted. The type and its
 * answers are the first paying scenario of the demo fisher whose payment form asks where the ID
 * card is collected, paid by card (fixtures/scenarios/).
 */
const paying = payingScenario({ where: (s) => s.paymentFields.includes("fisher_id") && (s.answers.payment_details as { payment_method?: unknown }).payment_method === "Credit/Debit Card" });
const TYPE = paying.appType;
const answers = paying.answers;
let app: FastifyInstance;
let fisher: string;
let tempId: string;
beforeAll(async () => {
  app = await buildApp();
  fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  // Paid more than the fees without card collection and expedite: only the form's judgement can refuse.
  tempId = await readyToSubmit(app, fisher, TYPE, answers);
});
afterAll(async () => app.close());

function call(method: "GET" | "POST", url: string, payload?: object) {
  return app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: fisher } });
}
function save(body: Record<string, unknown>) {
  return call("POST", `/api/applications/save-application?app_type=${TYPE}`, { ...body, temp_trans_id: tempId, app_type: TYPE });
}
const submitWith = (paymentDetails: unknown) => save({ ...answers, payment_details: paymentDetails, launchCase: true });
const FORM = "Please fill in all the required fields";

describe("submit judges the payment form", () => {
  it("refuses empty payment details with the form's message and the spec's field messages", async () => {
    expect((await submitWith({})).json()).toEqual({
      success: false,
      statusCode: 422,
      data: {
        msg: FORM,
        errors: [
          { pointer: "/payment_details/fisher_id", message: "You must select Fisher ID Card Collection before proceeding to the next step" },
          { pointer: "/payment_details/payment_method", message: "You must select Payment Method before proceeding to the next step" },
          { pointer: "/payment_details/should_expedite_process", message: "This field is required" },
        ],
      },
    });
  });

  it("refuses payment details that are not an object", async () => {
    expect((await submitWith(123)).json().data).toEqual({ msg: FORM, errors: [{ pointer: "/payment_details", message: "This value has the wrong type" }] });
  });

  it("asks for the expedite date, the card collection address and the billing address where the answers call for them", async () => {
    const given = answers.payment_details as Record<string, unknown>;
    expect((await submitWith({ ...given, should_expedite_process: "Yes" })).json().data.errors).toEqual([{ pointer: "/payment_details/expedited_application_date_time", message: "This field is required" }]);
    expect((await submitWith({ ...given, fisher_id: "In-Field" })).json().data.errors).toEqual([{ pointer: "/payment_details/address_fisher_id", message: "This field is required" }]);
    expect((await submitWith({ ...given, billing_address: { ...(given.billing_address as object), telephone_number: "8765550142" } })).json().data.errors).toEqual([{ pointer: "/payment_details/billing_address/telephone_number", message: "Format should be 123-456-7890" }]);
  });

  it("submits once the payment form is answered", async () => {
    const submitted = await submitWith(answers.payment_details);
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});
