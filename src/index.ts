/**
 * The bundle's entry: registers the three elements. Each registration is a no-op when the tag
 * is already defined, so a page that includes the script twice sees no error.
 */
import * as React from "react";
import * as jsxRuntime from "react/jsx-runtime";
import { useLingui } from "@lingui/react";
import { request, send } from "./api/request";
import { logError } from "./lib/log";
import { pageRegistry } from "./lib/page-registry";
import "./elements/shop-footer";
import "./elements/newsletter-signup";
import "./elements/preview-panel";
import "./api/page-api";

// What the staff tool's script takes from this one (rollup.config.mjs, SHARED_WITH_STAFF_TOOL).
pageRegistry.shared ??= {
  react: React,
  jsxRuntime,
  linguiReact: { useLingui },
  services: { request, send },
  log: { logError },
};
