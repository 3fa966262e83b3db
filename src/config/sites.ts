import type { DataController, Processor } from "./controller";
import type { NewsletterSite } from "./newsletter";

/**
 * The country sites, one entry each: everything the code knows about a site that is not a text
 * in its catalog. Every part of the project reads this table (the elements, the Lingui config,
 * the catalog rules, the stand-in services, the demo, the benchmarks, and the tests, which run
 * every per-site test for each site here and keep their expected texts in
 * test/helpers/site-expectations.js). Adding a site is an entry here, its catalog, its footer
 * content and its flag: docs/adding-a-site.md, where `npm run sites:check` names whatever is
 * still missing.
 *
 * A module without imports but types, so that the project's Node scripts can read it as it is.
 */
export interface SiteFacts {
  /** The interface locale (also of the catalog, `locales/<locale>/`); de-DE is the default. */
  locale: string;
  /** The country's own name (an endonym), as the country selector shows it. */
  label: string;
  /** The site's language, named in itself: it tells the two Swiss sites apart in the country selector. */
  language: string;
  /** The site's shop, where the country selector goes (a placeholder of the production host). */
  home: string;
  /**
   * The country's flag, a file beside the footer's logos (`/service/footer-images/logos/`),
   * decorative: the label names the country. A PNG (48 × 32, for 2× screens): bitmaps decode off
   * the main thread, and regional-indicator emoji show as two letters on Windows.
   */
  flag: string;
  /**
   * The country's top-level domains: a name in the form that ends in one (`shop.de`) is taken for
   * a web address and refused, as every site's are.
   */
  topLevelDomains: readonly string[];
  /** The currency as the site's texts write it after an amount (`25 €`, `100 zł`). */
  currency: string;
  /** What the newsletter form asks for and links on the site (src/config/newsletter.ts). */
  newsletter: NewsletterSite;
  /**
   * Who is responsible for the newsletter's personal data on the site, as the form names it
   * (src/config/controller.ts says what each field holds). EXAMPLES ONLY in this table: every
   * company, address and authority below is made up for the demo ("Beispiel", "Przykładowy",
   * "Vzorový", "Minta", "Örnek" mean "example"; the addresses are at `.example`, a domain that
   * never exists). A shop replaces them with its own before going live.
   */
  controller: DataController;
}

/** The fields every site's form shows: the e-mail address and the two consents. */
const EMAIL_AND_CONSENTS = {
  email: "required",
  hasDataProcessingConsent: "required",
  hasPersonalisedOffersConsent: "optional",
} as const;

const GERMAN_VOUCHER_CONDITIONS = "/c/subscribenewsletter-allgemeine-gutscheinbedingungen";

/** The Swiss company serves both Swiss sites; only the authority's name differs by language. */
const SWISS_COMPANY = {
  name: "Beispiel Handel (Schweiz) AG",
  address: "Beispielstrasse 1, 8001 Zürich",
  privacyContact: "datenschutz@beispiel-handel-schweiz.example",
  dataProtectionOfficer: null,
} as const;

/**
 * EXAMPLES ONLY: the two providers every site's newsletter uses, both in Germany, as a site's
 * notice names them: what each does (`mailing`, `hosting`) and the country, in the site's language;
 * `safeguard`, what the transfer rests on, where Germany is abroad for the site's law (Switzerland,
 * Turkey).
 */
function providersInGermany(names: {
  mailing: string;
  hosting: string;
  country: string;
  safeguard?: string;
}): Processor[] {
  const { country, safeguard } = names;
  const where =
    safeguard === undefined ? { isAbroad: false as const } : { isAbroad: true as const, safeguard };
  return [
    { name: "Beispiel Mailing GmbH", task: names.mailing, country, ...where },
    { name: "Beispiel Cloud GmbH", task: names.hosting, country, ...where },
  ];
}

export const SITE_TABLE = {
  de: {
    locale: "de-DE",
    label: "Deutschland",
    language: "Deutsch",
    home: "https://www.shop.de/",
    flag: "flag-de.png",
    topLevelDomains: ["de"],
    currency: "€",
    newsletter: {
      privacyNotice: "/privacy#newsletter",
      fields: EMAIL_AND_CONSENTS,
      minimumAge: 16,
      voucherConditions: GERMAN_VOUCHER_CONDITIONS,
      sampleNewsletter: "/c/newsletter-beispiel",
    },
    controller: {
      name: "Beispiel Handel GmbH",
      address: "Beispielstraße 1, 20095 Hamburg",
      privacyContact: "datenschutz@beispiel-handel.example",
      supervisoryAuthority: "Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit",
      dataProtectionOfficer: "datenschutzbeauftragte@beispiel-handel.example",
      processors: providersInGermany({
        mailing: "Versand des Newsletters",
        hosting: "Betrieb der Server",
        country: "Deutschland",
      }),
    },
  },
  at: {
    locale: "de-AT",
    label: "Österreich",
    language: "Deutsch",
    home: "https://www.shop.at/",
    flag: "flag-at.png",
    topLevelDomains: ["at"],
    currency: "€",
    newsletter: {
      privacyNotice: "/privacy#newsletter",
      fields: { ...EMAIL_AND_CONSENTS, salutation: "optional", firstName: "optional", lastName: "optional" },
      lockedOnceKnown: ["salutation"],
      minimumAge: 16,
      voucherConditions: GERMAN_VOUCHER_CONDITIONS,
      sampleNewsletter: "/c/newsletter-beispiel-oesterreich",
    },
    controller: {
      name: "Beispiel Handel Österreich GmbH",
      address: "Beispielgasse 1, 1010 Wien",
      privacyContact: "datenschutz@beispiel-handel-oesterreich.example",
      supervisoryAuthority: "Österreichische Datenschutzbehörde",
      dataProtectionOfficer: null,
      processors: providersInGermany({
        mailing: "Versand des Newsletters",
        hosting: "Betrieb der Server",
        country: "Deutschland",
      }),
    },
  },
  ch: {
    locale: "de-CH",
    label: "Schweiz",
    language: "Deutsch",
    home: "https://www.shop.ch/de/",
    flag: "flag-ch.png",
    topLevelDomains: ["ch"],
    currency: "CHF",
    newsletter: {
      privacyNotice: "/privacy#newsletter",
      fields: EMAIL_AND_CONSENTS,
      minimumAge: 16,
      voucherConditions: GERMAN_VOUCHER_CONDITIONS,
    },
    controller: {
      ...SWISS_COMPANY,
      supervisoryAuthority: "Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB)",
      processors: providersInGermany({
        mailing: "Versand des Newsletters",
        hosting: "Betrieb der Server",
        country: "Deutschland",
        safeguard: "angemessener Datenschutz nach Anhang 1 der Datenschutzverordnung",
      }),
    },
  },
  ch_fr: {
    locale: "fr-CH",
    label: "Suisse",
    language: "Français",
    home: "https://www.shop.ch/fr/",
    flag: "flag-ch.png",
    topLevelDomains: ["ch", "fr"],
    currency: "CHF",
    newsletter: {
      privacyNotice: "/privacy#newsletter",
      fields: EMAIL_AND_CONSENTS,
      minimumAge: 16,
      voucherConditions: "/c/subscribenewsletter-conditions-generales-des-bons",
    },
    controller: {
      ...SWISS_COMPANY,
      supervisoryAuthority: "Préposé fédéral à la protection des données et à la transparence (PFPDT)",
      processors: providersInGermany({
        mailing: "envoi de la newsletter",
        hosting: "exploitation des serveurs",
        country: "Allemagne",
        safeguard: "protection adéquate selon l’annexe 1 de l’ordonnance sur la protection des données",
      }),
    },
  },
  pl: {
    locale: "pl-PL",
    label: "Polska",
    language: "Polski",
    home: "https://www.shop.pl/",
    flag: "flag-pl.png",
    topLevelDomains: ["pl"],
    currency: "zł",
    newsletter: {
      privacyNotice: "/privacy#newsletter",
      fields: EMAIL_AND_CONSENTS,
      minimumAge: 16,
      voucherConditions: "/c/subscribenewsletter-warunki-kodu-rabatowego",
    },
    controller: {
      name: "Przykładowy Handel sp. z o.o.",
      address: "ul. Przykładowa 1, 00-001 Warszawa",
      privacyContact: "ochrona.danych@przykladowy-handel.example",
      supervisoryAuthority: "Prezes Urzędu Ochrony Danych Osobowych",
      dataProtectionOfficer: "iod@przykladowy-handel.example",
      processors: providersInGermany({
        mailing: "wysyłka newslettera",
        hosting: "utrzymanie serwerów",
        country: "Niemcy",
      }),
    },
  },
  cz: {
    locale: "cs-CZ",
    label: "Česko",
    language: "Čeština",
    home: "https://www.shop.cz/",
    flag: "flag-cz.png",
    topLevelDomains: ["cz"],
    currency: "Kč",
    newsletter: {
      privacyNotice: "/privacy#newsletter",
      fields: EMAIL_AND_CONSENTS,
      minimumAge: 18,
      voucherConditions: "/c/subscribenewsletter-vseobecne-podminky-poukazu",
    },
    controller: {
      name: "Vzorový obchod s.r.o.",
      address: "Vzorová 1, 110\u00a000 Praha 1",
      privacyContact: "ochrana.udaju@vzorovy-obchod.example",
      supervisoryAuthority: "Úřad pro ochranu osobních údajů",
      dataProtectionOfficer: "poverenec@vzorovy-obchod.example",
      processors: providersInGermany({
        mailing: "rozesílání newsletteru",
        hosting: "provoz serverů",
        country: "Německo",
      }),
    },
  },
  hu: {
    locale: "hu-HU",
    label: "Magyarország",
    language: "Magyar",
    home: "https://www.shop.hu/",
    flag: "flag-hu.png",
    topLevelDomains: ["hu"],
    currency: "Ft",
    newsletter: {
      privacyNotice: "/privacy#newsletter",
      fields: { ...EMAIL_AND_CONSENTS, salutation: "required", firstName: "required", lastName: "required" },
      lockedOnceKnown: ["salutation"],
      isFamilyNameFirst: true,
      minimumAge: 16,
      sampleNewsletter: "/c/hirlevel-minta",
      voucherValidityMonths: 1,
    },
    controller: {
      name: "Minta Kereskedelmi Kft.",
      address: "1051 Budapest, Minta utca 1.",
      privacyContact: "adatvedelem@minta-kereskedelmi.example",
      supervisoryAuthority: "Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)",
      dataProtectionOfficer: null,
      processors: providersInGermany({
        mailing: "a hírlevél kiküldése",
        hosting: "a szerverek üzemeltetése",
        country: "Németország",
      }),
    },
  },
  sk: {
    locale: "sk-SK",
    label: "Slovensko",
    language: "Slovenčina",
    home: "https://www.shop.sk/",
    flag: "flag-sk.png",
    topLevelDomains: ["sk"],
    currency: "€",
    newsletter: {
      privacyNotice: "/privacy#newsletter",
      fields: EMAIL_AND_CONSENTS,
      minimumAge: 18,
      voucherConditions: "/c/subscribenewsletter-vseobecne-podmienky-poukazov",
    },
    controller: {
      name: "Vzorový obchod Slovensko s. r. o.",
      address: "Vzorová 1, 811\u00a001 Bratislava",
      privacyContact: "ochrana.udajov@vzorovy-obchod-slovensko.example",
      supervisoryAuthority: "Úrad na ochranu osobných údajov Slovenskej republiky",
      dataProtectionOfficer: "zodpovedna.osoba@vzorovy-obchod-slovensko.example",
      processors: providersInGermany({
        mailing: "rozosielanie newslettera",
        hosting: "prevádzka serverov",
        country: "Nemecko",
      }),
    },
  },
  tr: {
    locale: "tr-TR",
    label: "Türkiye",
    language: "Türkçe",
    home: "https://www.shop.com.tr/",
    flag: "flag-tr.png",
    topLevelDomains: ["tr"],
    currency: "TL",
    newsletter: {
      privacyNotice: "/c/kisisel-verilerin-korunmasi-aydinlatma-metni",
      // No data-processing consent: the newsletter rests on the approval under law no. 6563, and
      // KVKK wants an explicit consent only where no other basis applies (docs/texts.md, Turkey).
      fields: {
        email: "required",
        hasPersonalisedOffersConsent: "optional",
        firstName: "required",
        lastName: "required",
        hasCommercialMessageConsent: "required",
      },
      // 18, the age of majority (Turkish Civil Code Art. 11), where the spec says 16: counsel's
      // call (docs/texts.md, "Judgement calls for counsel").
      minimumAge: 18,
      voucherConditions: "/c/subscribenewsletter-genel-kupon-kosullari",
      commercialMessages: {
        consentPage: "/c/ticari-elektronik-ileti-onayi",
        newsletterInfoPage: "/c/e-bulten-bilgilendirme",
      },
    },
    controller: {
      name: "Örnek Ticaret A.Ş.",
      address: "Örnek Mah. Örnek Cad. No: 1, 34000 İstanbul",
      privacyContact: "kvkk@ornek-ticaret.example",
      kepAddress: "ornek-ticaret@hs01.kep.example",
      supervisoryAuthority: "Kişisel Verileri Koruma Kurulu",
      dataProtectionOfficer: null,
      processors: providersInGermany({
        mailing: "e-bültenin gönderilmesi",
        hosting: "sunucuların işletilmesi",
        country: "Almanya",
        safeguard: "KVKK m. 9 uyarınca standart sözleşme (Kuruma bildirildi)",
      }),
    },
  },
} as const satisfies Record<string, SiteFacts>;

export type Site = keyof typeof SITE_TABLE;

/** The site keys, in the table's order. */
export const SITES = Object.keys(SITE_TABLE) as Site[];

export type Locale = (typeof SITE_TABLE)[Site]["locale"];

/** The locale each site shows unless `lang` says otherwise. */
export const LOCALE_BY_SITE = Object.fromEntries(SITES.map((site) => [site, SITE_TABLE[site].locale])) as {
  readonly [S in Site]: (typeof SITE_TABLE)[S]["locale"];
};

/** The locales, one per site, in the order of SITES. */
export const LOCALES = SITES.map((site) => SITE_TABLE[site].locale);

/**
 * The name the shop trades under on every site, as the footer's copyright line names it: a
 * placeholder the shop fills in, as it does the sites' addresses above.
 */
export const SHOP_NAME = "Shop";
