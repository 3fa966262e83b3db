import * as v from "valibot";
import * as abtests from "../../src/api/abtests";
import { createErrorLog, errorLog } from "../../src/api/error-log";
import * as login from "../../src/api/login";
import * as newsletter from "../../src/api/newsletter";
import * as preview from "../../src/api/preview";
import * as productData from "../../src/api/product-data";
import * as promotion from "../../src/api/promotion";
import { request, requestSettings, type ServiceContext, type RequestOptions } from "../../src/api/request";
import { retrySettings, withRetry } from "../../src/api/retry";
import { footerContentAnswer } from "../../src/elements/shop-footer/footer-content";
import { deleteCookie, readCookie, writeCookie } from "../../src/lib/cookies";
import { createProductHistory } from "../../src/lib/product-history";
import { platformByWidth, screenSizeCluster } from "../../src/lib/viewport";
import { decodeToken } from "../../src/session/token";
import { createTrackingClient, trackSignUp } from "../../src/tracking/tracking";
import * as customerFrontendData from "./services/customer-frontend-data";
import { memberStatus } from "./services/member-status";
import { fetchSubscriber, updateSubscriber } from "./services/newsletter-subscriber";
import * as ttruth from "./services/ttruth";

const anyAnswer = v.unknown();

/**
 * `ShopComponents.__internals`: the rules of the services client that the page API does not
 * reach, for the browser tests to check against the built script.
 *
 * It exists only in the test build, `build/shop-components.test.js` (entry ./testing.ts), which
 * the tests of test/api/ load instead of the shop's script: the shop's script does not carry it
 * (nor the services only it reaches, ./services/), and it is not part of the documented API:
 * nothing here is a promise to pages. The settings are the live ones, so a test can shorten the
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
      newsletter: { ...newsletter, fetchSubscriber, updateSubscriber },
      preview,
      // The footer's answer as the page loads it: once per page for each site and api-base.
      promotion: { ...promotion, fetchFooterContent: footerContentAnswer },
      productData,
      ttruth,
    },
  };
}
