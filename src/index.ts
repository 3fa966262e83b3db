/**
 * The bundle's entry: registers the three elements. Each registration is a no-op when the tag
 * is already defined, so a page that includes the script twice sees no error.
 */
import { createElement, useEffect, useId, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useLingui } from "@lingui/react";
import { array, boolean, object, picklist, string } from "valibot";
import { AnswerError, ResponseError } from "./api/errors";
import { request, send } from "./api/request";
import { logError } from "./lib/log";
import { pageRegistry } from "./lib/page-registry";
import { Button } from "./ui/button/button";
import { ExpansionPanel } from "./ui/expansion-panel/expansion-panel";
import { Icon } from "./ui/icon/icon";
import { IconButton } from "./ui/icon-button/icon-button";
import { Notification } from "./ui/notification/notification";
import "./elements/shop-footer";
import "./elements/newsletter-signup";
import "./elements/preview-panel";
import "./api/page-api";

// What the staff tool's and the page calls' scripts take from this one (rollup.config.mjs,
// SHARED_MODULES): the parts of React and valibot the staff tool calls rather than their whole
// namespace objects (which would keep all of React's and valibot's exports in every shopper's
// script), and the widgets of the kit it shows that the form shows too. A hook or schema builder
// the staff tool starts to use must be added here; the staff tool's tests fail in every engine
// until it is.
pageRegistry.shared ??= {
  react: { createElement, useEffect, useId, useRef, useState },
  jsxRuntime: { Fragment, jsx, jsxs },
  linguiReact: { useLingui },
  valibot: { array, boolean, object, picklist, string },
  services: { request, send },
  errors: { AnswerError, ResponseError },
  log: { logError },
  button: { Button },
  expansionPanel: { ExpansionPanel },
  icon: { Icon },
  iconButton: { IconButton },
  notification: { Notification },
};
