import * as v from "valibot";
import { deleteCookie, readCookie, writeCookie } from "../lib/cookies";
import { createProductHistory } from "../lib/product-history";
import { platformByWidth, screenSizeCluster } from "../lib/viewport";
import { footerContentAnswer } from "../elements/shop-footer/footer-content";
import { decodeToken } from "../session/token";
import { memberStatus } from "../tracking/member-status";
import { createTrackingClient, trackSignUp } from "../tracking/tracking";
import * as abtests from "./abtests";
import * as customerFrontendData from "./customer-frontend-data";
import { createErrorLog, errorLog } from "./error-log";
import * as login from "./login";
import * as newsletter from "./newsletter";
import * as preview from "./preview";
import * as productData from "./product-data";
import * as promotion from "./promotion";
import { request, requestSettings, type ServiceContext, type RequestOptions } from "./request";
import { retrySettings, withRetry } from "./retry";
import * as ttruth from "./ttruth";

const anyAnswer = v.unknown();

/**
 * `ShopComponents.__internals`: the rules of the services client that the page API does not
 * reach, for the browser tests to check against the built script (issue 3, "Done when").
 *
 * It exists only in the test build, `dist/shop-components.test.js` (entry src/testing.ts), which
 * the tests of test/api/ load instead of the shop's script: the shop's script does not carry it
 * (nor the services only it reaches), and it is not part of the documented API: nothing here is
 * a promise to pages. The settings are the live ones, so a test can shorten the
 * request time-out and the retry policy, and must restore them.
 */
export function createTestInternals() {
  return {
    requestSettings,
    retrySettings,
    /** `request` with any answer accepted (a schema cannot be built outside the bundle). */
    request: (context: ServiceContext, path: string, options?: RequestOptions) =>
      request(context, path, anyAnswer, options),
    withRetry,
    decodeToken,
    cookies: { read: readCookie, write: writeCookie, delete: deleteCookie },
    createTrackingClient,
    trackSignUp,
    memberStatus,
    platformByWidth,
    screenSizeCluster,
    createProductHistory,
    createErrorLog,
    errorLog,
    services: {
      abtests,
      customerFrontendData,
      login,
      newsletter,
      preview,
      productData,
      // The footer's answer as the page loads it: once per page for each site and api-base.
      promotion: { ...promotion, fetchFooterContent: footerContentAnswer },
      ttruth,
    },
  };
}
