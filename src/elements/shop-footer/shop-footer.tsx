import { useLingui } from "@lingui/react/macro";
import { startTransition, useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { LOGO_PATH } from "../../config/footer-logos";
import { PRIVACY_PAGE } from "../../config/newsletter";
import { SHOP_NAME } from "../../config/sites";
import { writeCookie } from "../../lib/cookies";
import { logError } from "../../lib/log";
import { PHONE_QUERY, useMediaQuery } from "../../ui/media-query";
import { footerIcons } from "../../ui/icon/footer-icons";
import { ExpansionPanel } from "../../ui/expansion-panel/expansion-panel";
import { Icon } from "../../ui/icon/icon";
import type { ElementProps } from "../element-definition";
import {
  NestedShadowRoot,
  useAddressOrigin,
  useFormWithoutScript,
  useIsPrerendered,
  usePrerenderedData,
} from "../../lib/prerender";
import { CountrySelector } from "./country-selector";
import { footerContentAtHand, loadFooterContent } from "./footer-content";
import { rendersAtOnce } from "../element-mount";
import {
  parseFooterContent,
  type FooterContent,
  type FooterLink,
  type TeaserGroup,
} from "./shop-footer.schema";
import type { footerAttributes } from "./attributes";
import { VIEW_COOKIE, isFooterSuppressed, otherViewOf } from "./footer-rules";

type FooterProps = ElementProps<typeof footerAttributes>;

interface NestedElementProps {
  children?: ReactNode;
  site: string;
  lang: string;
  "api-base"?: string | undefined;
  /** The nested form's full data protection notice, when the footer names one. */
  "privacy-notice"?: string;
  /** Takes the footer's theme instead of the default one (base.css); its shop-ready stays inside (define.ts). */
  "data-nested": "";
  ref?: (element: HTMLElement | null) => void;
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "newsletter-signup": NestedElementProps;
      "preview-panel": NestedElementProps;
    }
  }
}

/** The consent managers the footer knows; the first one present opens its settings dialog. */
declare global {
  interface Window {
    UC_UI?: { showSecondLayer(): void };
    OneTrust?: { ToggleInfoDisplay(): void };
    Cookiebot?: { renew(): void };
  }
}

export function ShopFooter(props: FooterProps) {
  // The login-token renewal and the A/B assignment run from the element layer (index.ts,
  // whileInPage), before and without the view.
  return isFooterSuppressed(props.hunterContent) ? null : <Footer {...props} />;
}

/**
 * The validated content of the footer's site: `undefined` while loading, `null` when there is
 * none. A server-rendered footer starts with the content it was rendered with and asks for none.
 */
function useFooterContent(site: FooterProps["site"], apiBase: string | undefined) {
  // Validated as the service's answer is, so that the browser renders what the server did.
  const prerendered = usePrerenderedData(
    site,
    apiBase,
    (raw) => parseFooterContent(raw, site, logError) ?? null,
  );
  // Rendered at once (./footer-content.ts), a footer shows the content its visit has already.
  const [content, setContent] = useState(() =>
    prerendered === undefined ? footerContentAtHand({ site, apiBase }) : prerendered,
  );
  const isPrerendered = prerendered !== undefined;
  useEffect(() => {
    const context = { site, apiBase };
    let isCurrent = true;
    if (isPrerendered) return;
    void loadFooterContent(context).then((loaded) => {
      // The whole footer renders in one transition, in slices that yield to the page; the parts
      // below the fold cost no layout or paint until they come near it (content-visibility in
      // shop-footer.css).
      if (isCurrent) startTransition(() => setContent(loaded ?? null));
    });
    return () => {
      isCurrent = false;
    };
  }, [site, apiBase, isPrerendered]);
  return content;
}

/**
 * Whether the nested form has rendered, and the ref that listens for it. The content is asked for
 * as soon as the footer is in the page (index.ts, startRequests) and may arrive before the nested
 * form has rendered: the parts below the form wait for it, so that it never pushes them down.
 */
function useFormShown() {
  // A server-rendered footer holds its rendered form already; a form that renders at once
  // (../element-mount.ts) shows in the task the footer adds it, before the page is drawn.
  const [isFormShown, setIsFormShown] = useState(useIsPrerendered() || rendersAtOnce("newsletter-signup"));
  const formRef = useCallback((element: HTMLElement | null) => {
    // The nested form's shop-ready stays inside the footer's shadow root (define.ts).
    element?.addEventListener("shop-ready", () => setIsFormShown(true));
  }, []);
  return { isFormShown, formRef };
}

function Footer(props: FooterProps) {
  const { site, apiBase, locale, emit, platform, reduced, newsletter, preview, privacyNotice } = props;
  const content = useFooterContent(site, apiBase);
  const { isFormShown, formRef } = useFormShown();
  // The teaser groups are the part that is columns or the accordion.
  const [teasers, setTeasers] = useState<HTMLElement | null>(null);
  const isAccordion =
    useMediaQuery(PHONE_QUERY, { phone: true, desktop: false }, teasers) || platform === "MATCH";
  const hasForm = newsletter && !reduced;
  // Everything but the nested elements waits for the content (and the form), then renders top
  // down: parts that need no content would otherwise be pushed down when it arrives.
  const shown = hasForm && !isFormShown ? undefined : content;
  const nestedAttributes = { site, lang: locale, ...(apiBase && { "api-base": apiBase }) };
  const nested = { ...nestedAttributes, "data-nested": "" } as const;
  const formAttributes = { ...nestedAttributes, ...(privacyNotice && { "privacy-notice": privacyNotice }) };
  const logos = new URL(LOGO_PATH, useAddressOrigin(apiBase)).href;

  function openConsentSettings() {
    if (!emit("shop-consent-settings", { site })) return;
    if (window.UC_UI) window.UC_UI.showSecondLayer();
    else if (window.OneTrust) window.OneTrust.ToggleInfoDisplay();
    else window.Cookiebot?.renew();
  }

  return (
    <footer
      part="footer"
      data-state={shown === undefined ? "loading" : undefined}
      data-platform={platform}
      data-reduced={reduced || undefined}
      data-layout={isAccordion ? "accordion" : "columns"}
    >
      {hasForm && (
        <newsletter-signup {...formAttributes} data-nested="" ref={formRef}>
          <NestedShadowRoot tag="newsletter-signup" attributes={formAttributes} />
        </newsletter-signup>
      )}
      {shown && (
        <>
          <TeaserSection
            content={shown}
            sectionRef={setTeasers}
            {...{ reduced, isAccordion, platform, logos }}
          />
          {shown.seo && <SeoSection seo={shown.seo} />}
          <LogoRow content={shown} logos={logos} />
        </>
      )}
      {shown !== undefined && (
        <div className="bottom">
          {shown && <LegalLinks content={shown} onConsentSettings={openConsentSettings} />}
          <ViewChanger texts={shown?.viewChanger} platform={platform} emit={emit} />
          {shown?.salesTax && <SalesTax salesTax={shown.salesTax} />}
          <CountrySelector site={site} logos={logos} />
          <Copyright />
        </div>
      )}
      {preview && <preview-panel {...nested} />}
    </footer>
  );
}

interface TeaserSectionProps extends Pick<FooterProps, "reduced" | "platform"> {
  content: FooterContent;
  isAccordion: boolean;
  logos: string;
  sectionRef: (section: HTMLElement | null) => void;
}

/** The headline and the service teaser groups (the checkout's reduced footer hides some). */
function TeaserSection({ content, reduced, isAccordion, platform, logos, sectionRef }: TeaserSectionProps) {
  const groups = content.teaserGroups.filter((group) => !(reduced && group.hideGroupInCheckout));
  return (
    <section ref={sectionRef}>
      {content.headline && <h2>{content.headline}</h2>}
      <div className="columns" data-columns={balancedColumns(groups.length)}>
        {groups.map((group) => (
          <TeaserGroupView
            key={content.teaserGroups.indexOf(group)}
            group={group}
            isAccordion={isAccordion}
            isClassic={platform === "CLASSIC"}
            logos={logos}
          />
        ))}
      </div>
    </section>
  );
}

/** The popular categories: link groups for search engines under a heading. */
function SeoSection({ seo }: { seo: NonNullable<FooterContent["seo"]> }) {
  return (
    <section>
      {seo.heading && <h2>{seo.heading}</h2>}
      <div className="categories">{seo.columns.map((column) => list(column.links, link))}</div>
    </section>
  );
}

/** Quality logos, social media and the app stores. */
function LogoRow({ content, logos }: { content: FooterContent; logos: string }) {
  const { t } = useLingui();
  return (
    <div className="row">
      {list(content.qualityLogos, ({ link, image }) => (
        <a href={link}>{logo(logos + image.source, image.label, image.width, image.height)}</a>
      ))}
      {list(
        content.socialMedia,
        (item) => (
          <a href={item.href}>
            <Icon name={item.iconName} set={footerIcons} label={item.label} />
          </a>
        ),
        t`Social media`,
      )}
      {list(content.appReferences, (app) => (
        <a href={app.href}>{logo(logos + app.source, app.label, 135, 40)}</a>
      ))}
    </div>
  );
}

/**
 * The legal links; one of them opens the consent manager. That one is a link too (to its own
 * address, or the privacy page, where a shop explains cookies and offers their settings), so that
 * it leads somewhere before the script and without it; once the script runs, it opens the consent
 * manager instead.
 */
function LegalLinks({
  content,
  onConsentSettings,
}: {
  content: FooterContent;
  onConsentSettings: () => void;
}) {
  return list(content.legalLinks, (item) =>
    item.action ? (
      <a
        href={item.href ?? PRIVACY_PAGE}
        data-action={item.action}
        onClick={(event) => {
          event.preventDefault();
          onConsentSettings();
        }}
      >
        {item.text}
      </a>
    ) : (
      link(item as FooterLink)
    ),
  );
}

/** The sales-tax note, its link in running text. */
function SalesTax({ salesTax }: { salesTax: NonNullable<FooterContent["salesTax"]> }) {
  return (
    <p className="sales-tax">
      {salesTax.textBeforeLink}
      {salesTax.link && link(salesTax.link)}
      {salesTax.textAfterLink}
    </p>
  );
}

/**
 * The copyright line, with this year: a page rendered on the server on 31 December and hydrated on
 * 1 January keeps the server's year rather than be rendered anew.
 */
function Copyright() {
  const { t } = useLingui();
  const year = String(new Date().getFullYear());
  const shopName = SHOP_NAME;
  return (
    <p className="copyright" suppressHydrationWarning>
      {t`© ${year} ${shopName}. All rights reserved.`}
    </p>
  );
}

interface ViewChangerProps extends Pick<FooterProps, "platform" | "emit"> {
  texts: FooterContent["viewChanger"] | undefined;
}

/**
 * Switches between the mobile and the desktop view: a cookie the shop's server reads, and a reload.
 * A form, so that it works before the script and without it: rendered on the server it posts to
 * the fragment endpoint, which sets the same cookie and sends the visitor back to the page
 * (index.ts, `server.form`); once the script runs, its handler does it here (and the page may
 * cancel it).
 */
function ViewChanger({ texts, platform, emit }: ViewChangerProps) {
  const { t } = useLingui();
  const { action } = useFormWithoutScript();
  const otherView = otherViewOf(platform);

  function changeView(event: FormEvent) {
    event.preventDefault();
    if (!emit("shop-view-change", { view: otherView })) return;
    writeCookie(VIEW_COOKIE, otherView);
    location.reload();
  }

  return (
    <form className="view-changer" method={action ? "post" : "dialog"} action={action} onSubmit={changeView}>
      <button type="submit" className="link" part="view-changer">
        {otherView === "mobile"
          ? texts?.toMobile || t`Switch to the mobile view`
          : texts?.toDesktop || t`Switch to the desktop view`}
      </button>
    </form>
  );
}

/**
 * The most columns a grid of `count` blocks gets (`data-columns`, shop-footer.css): at most four,
 * in rows as full as can be (8 groups: 4 + 4, not 5 + 3; the checkout's 5: 3 + 2, not 4 + 1).
 * Narrower footers get fewer, as many as fit. An attribute, not a style: the server's markup has
 * no inline style, which a strict CSP would block.
 */
function balancedColumns(count: number): number {
  const rows = Math.max(1, Math.ceil(count / 4));
  return Math.max(1, Math.ceil(count / rows));
}

/** A list of `items`, each rendered by `render`. */
function list<T>(items: readonly T[], render: (item: T) => ReactNode, label?: string) {
  return (
    <ul aria-label={label}>
      {items.map((item, index) => (
        <li key={index}>{render(item)}</li>
      ))}
    </ul>
  );
}

const link = ({ href, text }: FooterLink) => <a href={href}>{text}</a>;

/** A logo image: lazy, and sized before it loads so that nothing moves when it does. */
const logo = (src: string, alt: string, width: number, height: number) => (
  <img src={src} alt={alt} width={width} height={height} loading="lazy" />
);

interface TeaserGroupProps {
  group: TeaserGroup;
  isAccordion: boolean;
  isClassic: boolean;
  /** The URL of the logos folder. */
  logos: string;
}

/**
 * One service teaser group: a column with a plain heading on desktop; on phones the
 * kit's ExpansionPanel (a `<button aria-expanded>` in the heading that shows and hides the group).
 * There the heading is the button, so its link leads the list as the group's overview: a link
 * named like the button above it would read as the same thing twice.
 */
function TeaserGroupView({ group, isAccordion, isClassic, logos }: TeaserGroupProps) {
  const { t } = useLingui();
  const { text, iconName, link: href } = group.heading;
  const title = (
    <span className="title">
      {iconName && <Icon name={iconName} set={footerIcons} size={24} />}
      {text}
    </span>
  );
  const links: ReactNode[] = group.links
    .filter((item) => !(isClassic && item.hideInClassic))
    .map((item) => link(item));
  if (isAccordion && href)
    links.unshift(
      <a href={href}>
        {t`Overview`}
        <span className="visually-hidden">: {text}</span>
      </a>,
    );
  const body = (
    <>
      {group.introductoryText && <p>{group.introductoryText}</p>}
      {list(links, (item) => item)}
      {list(group.images, (image) => logo(logos + image.source, image.label, 66, 44))}
    </>
  );

  return isAccordion ? (
    <ExpansionPanel title={title}>{body}</ExpansionPanel>
  ) : (
    <div className="group">
      <h3>{href ? <a href={href}>{title}</a> : title}</h3>
      <div>{body}</div>
    </div>
  );
}
