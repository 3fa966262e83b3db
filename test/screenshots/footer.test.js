/**
 * The look of <shop-footer>: desktop at 1440 and 1024 px and phones at 375 px (the first
 * accordion group open) on four sites, the country list open, and the second theme (tokens alone,
 * demo/theme-dark.html) on desktop and on a phone.
 * See ./support.js for how the pictures are taken and updated.
 */
import { waitUntil } from "../helpers/wait.js";
import { mount, unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { settled } from "../helpers/footer.js";
import { DARK_THEME } from "../helpers/themes.js";
import { expectLook, useViewport } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(unmountAll);

describe("the look of <shop-footer>", () => {
  for (const width of [1440, 1024])
    for (const site of ["de", "hu", "tr", "ch_fr"]) {
      it(`${site}, ${width} px`, async () => {
        await useViewport(width);
        const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
        await settled(footer);
        await expectLook(footer, `footer-${site}-${width}`);
      });
    }

  for (const site of ["de", "hu", "tr", "ch_fr"]) {
    it(`${site}, 375 px, the first group open`, async () => {
      await useViewport(375);
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      const root = await settled(footer);
      const first = root.querySelector(".expansion-panel > summary");
      first.click();
      await waitUntil(() => first.parentElement.open, "the group never opened");
      await expectLook(footer, `footer-${site}-375-open`);
    });
  }

  it("the second theme: dark, set by --shop-* tokens alone, 1440 px", async () => {
    await useViewport(1440);
    const footer = await mount(`<shop-footer site="de" style="${DARK_THEME}"></shop-footer>`);
    await settled(footer);
    await expectLook(footer, "footer-de-1440-dark");
  });

  it("the second theme on a phone, tr, 375 px, the first group open", async () => {
    await useViewport(375);
    const footer = await mount(`<shop-footer site="tr" style="${DARK_THEME}"></shop-footer>`);
    const root = await settled(footer);
    const first = root.querySelector(".expansion-panel > summary");
    first.click();
    await waitUntil(() => first.parentElement.open, "the group never opened");
    await expectLook(footer, "footer-tr-375-dark");
  });

  it("ch_fr, 1024 px: the country list open above its control", async () => {
    await useViewport(1024);
    const footer = await mount(`<shop-footer site="ch_fr" newsletter="false"></shop-footer>`);
    const root = await settled(footer);
    const countries = root.querySelector("[part=countries] details");
    countries.querySelector("summary").click();
    await waitUntil(() => countries.open, "the list never opened");
    await expectLook(footer, "footer-ch_fr-1024-countries");
  });
});
