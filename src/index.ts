/**
 * The bundle's entry: registers the three elements. Each registration is a no-op when the tag
 * is already defined, so a page that includes the script twice sees no error.
 */
import { createElement, useEffect, useId, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useLingui } from "@lingui/react";
import { AnswerError, ResponseError } from "./api/errors";
import { request, send } from "./api/request";
import { logError } from "./lib/log";
import { pageRegistry } from "./lib/page-registry";
import "./elements/shop-footer";
import "./elements/newsletter-signup";
import "./elements/preview-panel";
import "./api/page-api";

// What the staff tool's and the page calls' scripts take from this one (rollup.config.mjs,
// SHARED_MODULES): the parts of React the staff tool calls rather than React's whole namespace
// object (87 bytes less for every shopper). A hook the staff tool starts to use must be added
// here; the staff tool's tests fail in every engine until it is.
pageRegistry.shared ??= {
  react: { createElement, useEffect, useId, useRef, useState },
  jsxRuntime: { Fragment, jsx, jsxs },
  linguiReact: { useLingui },
  services: { request, send },
  errors: { AnswerError, ResponseError },
  log: { logError },
};
