/**
 * The newsletter service: sign-up, the subscriber's data, the double opt-in confirmation, the
 * form's image, and for QA the list of subscribers. Subscribers live in memory until reset.
 */

import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { fail, json, jsonObjectOf, noContent, PROBLEMS } from "./http.mjs";
import { DEFAULT_SITE } from "./sites.mjs";

export const NEWSLETTER_API = "/service/newsletter/api/private|internal";

const NEWSLETTER_PROBLEMS = Object.freeze({
  emailInvalid: { type: "urn:newsletter:email_invalid", title: "Invalid e-mail address" },
  badRequest: { type: "urn:newsletter:bad_request" },
  technical: { type: "urn:newsletter:technical_error" },
  subscriberNotFound: { type: "urn:newsletter:subscriber_not_found" },
  doiExpired: { type: "urn:newsletter:doi_expired" },
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shop deletes a sign-up that is not confirmed within 14 days; its link is then invalid. */
const DOI_VALIDITY_MS = 14 * DAY_MS;
const SALUTATIONS = Object.freeze(["MR", "MRS", "COMPANY", "DIVERS"]);
const NAME_MAX_LENGTH = 40;
const EMAIL_MAX_LENGTH = 256;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NEWSLETTER_IMAGE_PATTERN = /^[0-9a-f]{8,64}\.jpg$/;
/**
 * The image beside the newsletter form, an illustration of coffee made for the demo
 * (demo/images/newsletter.svg, rendered by Chromium at 1024 and 767 px wide and saved as JPEG at
 * quality 72): the 767 px file for the form's medium name, the 1024 px one for any other {hash}.jpg.
 */
const NEWSLETTER_IMAGES_DIR = new URL("../images/", import.meta.url);
const NEWSLETTER_IMAGE_WIDE = readFileSync(new URL("newsletter-1024.jpg", NEWSLETTER_IMAGES_DIR));
const NEWSLETTER_IMAGE_MEDIUM = readFileSync(new URL("newsletter-767.jpg", NEWSLETTER_IMAGES_DIR));
/** The medium file's name in the form (src/config/newsletter.ts). */
const NEWSLETTER_MEDIUM_FILE = "3b9f06d2e8a1c745.jpg";

export const NEWSLETTER_SCENARIOS = Object.freeze([
  {
    id: "newsletter-invalid-email",
    label: "Newsletter: e-mail rejected",
    description: "The sign-up answers 400 urn:newsletter:email_invalid for any address.",
    lookFor: "Sign up with any address: the e-mail field shows its error, the form stays.",
    respond: { subscribe: fail(400, NEWSLETTER_PROBLEMS.emailInvalid) },
  },
  {
    id: "newsletter-error",
    label: "Newsletter: technical error",
    description: "The sign-up answers 500 urn:newsletter:technical_error.",
    lookFor: "Sign up: the technical-error banner shows and the form stays with what was typed.",
    respond: { subscribe: fail(500, NEWSLETTER_PROBLEMS.technical) },
  },
  {
    id: "doi-invalid",
    label: "Newsletter: confirmation link invalid",
    description: "Every double opt-in confirmation answers 410 (link expired).",
    lookFor: "Set Subscriber token to demo-doi-token: the invalid-link banner instead of the confirmation.",
    respond: { confirmSubscription: fail(410, NEWSLETTER_PROBLEMS.doiExpired) },
  },
]);

export function createNewsletter() {
  let subscribers = new Map();

  function reset(now) {
    subscribers = seedSubscribers(now);
  }

  function subscribe(ctx) {
    if (!jsonObjectOf(ctx.body)) return json(400, NEWSLETTER_PROBLEMS.badRequest);
    if (!ctx.isKnownSite) return json(400, NEWSLETTER_PROBLEMS.badRequest);
    const fields = readSubscriberFields(ctx.body.value, { isEmailRequired: true });
    if (fields.problem) return fields.problem;
    const token = randomUUID();
    subscribers.set(token, {
      token,
      ...fields.values,
      consents: fields.values.consents ?? [],
      site: ctx.site,
      status: "WAITING_FOR_DOI",
      createdAt: Date.now(),
      hadOriginalAddress: ctx.req.headers["x-original-address"] !== undefined,
    });
    return json(201, { subscriberToken: token });
  }

  function findLiveSubscriber(token) {
    const subscriber = subscribers.get(token);
    if (!subscriber || isDoiExpired(subscriber)) return undefined;
    return subscriber;
  }

  function getSubscriber(ctx) {
    const subscriber = findLiveSubscriber(ctx.params.token);
    if (!subscriber) return json(404, NEWSLETTER_PROBLEMS.subscriberNotFound);
    return json(200, publicSubscriber(subscriber));
  }

  function confirmSubscription(ctx) {
    const subscriber = subscribers.get(ctx.params.token);
    if (!subscriber) return json(404, NEWSLETTER_PROBLEMS.subscriberNotFound);
    if (subscriber.status === "SUBSCRIBED") return noContent();
    if (isDoiExpired(subscriber)) return json(410, NEWSLETTER_PROBLEMS.doiExpired);
    subscriber.status = "SUBSCRIBED";
    subscriber.confirmedAt = Date.now();
    return noContent();
  }

  function updateSubscriber(ctx) {
    const subscriber = findLiveSubscriber(ctx.params.token);
    if (!subscriber) return json(404, NEWSLETTER_PROBLEMS.subscriberNotFound);
    if (!jsonObjectOf(ctx.body)) return json(400, NEWSLETTER_PROBLEMS.badRequest);
    const fields = readSubscriberFields(ctx.body.value, { isEmailRequired: false });
    if (fields.problem) return fields.problem;
    for (const [key, value] of Object.entries(fields.values)) {
      if (value !== undefined) subscriber[key] = value;
    }
    return json(200, publicSubscriber(subscriber));
  }

  function listSubscribers() {
    return json(200, [...subscribers.values()].map(describeSubscriber));
  }

  return {
    reset,
    routes: [
      ["POST", `${NEWSLETTER_API}/newsletter-subscribers`, subscribe],
      ["GET", `${NEWSLETTER_API}/newsletter-subscribers/:token`, getSubscriber],
      ["PUT", `${NEWSLETTER_API}/newsletter-subscribers/:token/doi`, confirmSubscription],
      ["PUT", `${NEWSLETTER_API}/newsletter-subscribers/:token`, updateSubscriber],
      ["GET", "/service/newsletterfrontend/newslettersubscriptionform/:file", newsletterImage],
    ],
    controlRoutes: [["GET", "/__standin/subscribers", listSubscribers]],
  };
}

/** One sign-up to confirm (demo-doi-token) and one past its validity (expired-doi-token). */
function seedSubscribers(now) {
  const subscribers = new Map();
  for (const seed of [
    { token: "demo-doi-token", email: "demo.subscriber@example.com", createdAt: now },
    { token: "expired-doi-token", email: "late.subscriber@example.com", createdAt: now - 15 * DAY_MS },
  ]) {
    subscribers.set(seed.token, {
      ...seed,
      consents: [],
      origin: "onsite",
      originAddition: "subsite",
      site: DEFAULT_SITE,
      status: "WAITING_FOR_DOI",
      hadOriginalAddress: false,
    });
  }
  return subscribers;
}

function newsletterImage(ctx) {
  if (!NEWSLETTER_IMAGE_PATTERN.test(ctx.params.file)) return json(404, PROBLEMS.notFound);
  return {
    status: 200,
    headers: { "content-type": "image/jpeg", "cache-control": "public, max-age=3600" },
    body: ctx.params.file === NEWSLETTER_MEDIUM_FILE ? NEWSLETTER_IMAGE_MEDIUM : NEWSLETTER_IMAGE_WIDE,
  };
}

/**
 * Checks the fields of a sign-up or update request.
 * @returns {{ values: object } | { problem: object }}
 */
function readSubscriberFields(body, { isEmailRequired }) {
  const badRequest = { problem: json(400, NEWSLETTER_PROBLEMS.badRequest) };
  const { email, salutation, firstName, lastName, consents, origin, originAddition } = body;
  if (email !== undefined || isEmailRequired) {
    if (!isValidEmail(email)) return { problem: json(400, NEWSLETTER_PROBLEMS.emailInvalid) };
  }
  if (salutation !== undefined && !SALUTATIONS.includes(salutation)) return badRequest;
  for (const name of [firstName, lastName]) {
    if (name !== undefined && (typeof name !== "string" || name.length > NAME_MAX_LENGTH)) {
      return badRequest;
    }
  }
  if (consents !== undefined && !Array.isArray(consents)) return badRequest;
  for (const text of [origin, originAddition]) {
    if (text !== undefined && typeof text !== "string") return badRequest;
  }
  return {
    values: {
      email: typeof email === "string" ? email.trim() : undefined,
      salutation,
      firstName,
      lastName,
      consents,
      origin,
      originAddition,
    },
  };
}

function isValidEmail(email) {
  if (typeof email !== "string") return false;
  const address = email.trim();
  return (
    address.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(address) &&
    !address.toLowerCase().endsWith(".invalid")
  );
}

function isDoiExpired(subscriber) {
  return subscriber.status !== "SUBSCRIBED" && Date.now() - subscriber.createdAt > DOI_VALIDITY_MS;
}

function publicSubscriber({ email, salutation, firstName, lastName, consents, status }) {
  return { email, salutation, firstName, lastName, consents, status };
}

/** A subscriber as the QA list shows it: everything but internal fields, times as ISO text. */
function describeSubscriber(subscriber) {
  return {
    token: subscriber.token,
    ...publicSubscriber(subscriber),
    origin: subscriber.origin,
    originAddition: subscriber.originAddition,
    site: subscriber.site,
    createdAt: new Date(subscriber.createdAt).toISOString(),
    confirmedAt: subscriber.confirmedAt ? new Date(subscriber.confirmedAt).toISOString() : null,
    isDoiExpired: isDoiExpired(subscriber),
    hadOriginalAddress: subscriber.hadOriginalAddress,
  };
}
