// The newsletter form's phases (src/elements/newsletter-signup/form-state.ts): how errors come and
// go while the visitor types, and what a sign-up returns the form to.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { INITIAL_STATE, formReducer } from "../../src/elements/newsletter-signup/form-state.ts";
import { EMPTY_VALUES } from "../../src/elements/newsletter-signup/form-rules.ts";

const run = (state, ...actions) => actions.reduce(formReducer, state);
const customer = { dataProcessingConsentGiven: true };
const prefilled = { ...EMPTY_VALUES, email: "anna@example.com", firstName: "Anna" };

describe("errors while typing", () => {
  it("a new error shows only when the field is left, not on a change", () => {
    const state = run(INITIAL_STATE, { type: "changed", field: "email", value: "x", error: "emailInvalid" });
    assert.equal(state.values.email, "x");
    assert.deepEqual(state.errors, {});
    const left = run(state, { type: "checked", field: "email", error: "emailInvalid" });
    assert.equal(left.errors.email, "emailInvalid");
  });

  it("an error that shows follows every change and leaves once the value is valid", () => {
    const showing = run(INITIAL_STATE, { type: "checked", field: "email", error: "emailRequired" });
    const typing = run(showing, { type: "changed", field: "email", value: "a", error: "emailInvalid" });
    assert.equal(typing.errors.email, "emailInvalid");
    const fixed = run(typing, { type: "changed", field: "email", value: "a@b.de", error: undefined });
    assert.equal(fixed.errors.email, undefined);
  });

  it("a change to a field without rules (the honeypot) keeps the other errors", () => {
    const showing = run(INITIAL_STATE, { type: "checked", field: "email", error: "emailRequired" });
    const state = run(showing, { type: "changed", field: "honeypot", value: "x", error: undefined });
    assert.equal(state.errors.email, "emailRequired");
    assert.equal(state.values.honeypot, "x");
  });
});

describe("phases", () => {
  it("an invalid submit stays in editing, from failed too, with every error", () => {
    const failed = run(INITIAL_STATE, { type: "sent" }, { type: "failed" });
    assert.equal(failed.phase.name, "failed");
    const errors = { email: "emailRequired", lastName: "required" };
    const state = run(failed, { type: "invalid", errors });
    assert.deepEqual(state.phase, { name: "editing" });
    assert.deepEqual(state.errors, errors);
  });

  it("sending clears the errors", () => {
    const showing = run(INITIAL_STATE, { type: "checked", field: "email", error: "emailInvalid" });
    const sent = run(showing, { type: "sent" });
    assert.deepEqual(sent.phase, { name: "submitting" });
    assert.deepEqual(sent.errors, {});
  });

  it("an address the service rejects returns to editing with the address's error", () => {
    const state = run(INITIAL_STATE, { type: "sent" }, { type: "emailRejected" });
    assert.deepEqual(state.phase, { name: "editing" });
    assert.deepEqual(state.errors, { email: "emailInvalid" });
  });

  it("a sign-up returns the form to its start values (the customer's)", () => {
    const state = run(
      INITIAL_STATE,
      { type: "prefilled", customer, values: prefilled },
      { type: "changed", field: "firstName", value: "Anne", error: undefined },
      { type: "sent" },
      { type: "signedUp", email: "anna@example.com" },
    );
    assert.deepEqual(state.phase, { name: "signedUp", email: "anna@example.com" });
    assert.deepEqual(state.values, prefilled);
  });

  it("a confirmed double-opt-in link wins over any phase", () => {
    for (const before of [[], [{ type: "sent" }], [{ type: "sent" }, { type: "failed" }]])
      assert.equal(run(INITIAL_STATE, ...before, { type: "linkConfirmed" }).phase.name, "confirmed");
  });

  it("an invalid link's notice shows until dismissed", () => {
    const state = run(INITIAL_STATE, { type: "linkInvalid" });
    assert.equal(state.isLinkInvalid, true);
    assert.equal(run(state, { type: "linkNoticeDismissed" }).isLinkInvalid, false);
  });
});

describe("the customer's data", () => {
  it("fills the form while the visitor has not typed", () => {
    const state = run(INITIAL_STATE, { type: "prefilled", customer, values: prefilled });
    assert.deepEqual(state.values, prefilled);
    assert.equal(state.customer, customer);
  });

  it("never overwrites what the visitor typed, even text typed and deleted again", () => {
    for (const typed of ["b@c.de", ""]) {
      const state = run(
        INITIAL_STATE,
        { type: "changed", field: "email", value: typed, error: undefined },
        { type: "prefilled", customer, values: prefilled },
      );
      assert.equal(state.values.email, typed);
      assert.deepEqual(state.startValues, prefilled);
    }
  });

  it("the reducer does not change the state it was given", () => {
    const before = structuredClone(INITIAL_STATE);
    run(INITIAL_STATE, { type: "changed", field: "email", value: "x", error: undefined }, { type: "sent" });
    assert.deepEqual(INITIAL_STATE, before);
  });
});
