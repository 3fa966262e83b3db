import type { Site } from "./sites";

/**
 * Who is responsible for the newsletter's personal data on each site (the controller), as the
 * newsletter form names it: in its consents (the sender) and in its data protection notice. A shop
 * fills in this one table; the texts take the values as placeholders, so no catalog holds a
 * company's name or address. `npm run i18n:check` fails when a site's entry is incomplete.
 *
 * EXAMPLES ONLY: every value below is made up for the demo ("Beispiel", "Przykładowy", "Vzorový",
 * "Minta", "Örnek" mean "example"; the addresses are at `.example`, a domain that never exists).
 * A shop replaces them with its own companies before going live.
 */
export interface DataController {
  /** The company's name as registered, legal form included. */
  name: string;
  /**
   * Its postal address on one line, written as the site's country writes addresses (a Czech or
   * Slovak postal code's two groups joined by a no-break space, U+00A0, so that no line parts them).
   */
  address: string;
  /**
   * The e-mail address for questions about personal data and for withdrawing a consent (the data
   * protection officer's, where one is appointed).
   */
  privacyContact: string;
  /**
   * The data protection supervisory authority responsible for the controller, its official name in
   * the site's language (the notice writes it after a label, so it stays as it is). In Germany it
   * is the authority of the federal state where the controller has its seat.
   */
  supervisoryAuthority: string;
}

/** The Swiss company serves both Swiss sites; only the authority's name differs by language. */
const SWISS_COMPANY = {
  name: "Beispiel Handel (Schweiz) AG",
  address: "Beispielstrasse 1, 8001 Zürich",
  privacyContact: "datenschutz@beispiel-handel-schweiz.example",
} as const;

/** EXAMPLES ONLY (see above): the controller of each site. */
export const DATA_CONTROLLERS: Record<Site, DataController> = {
  de: {
    name: "Beispiel Handel GmbH",
    address: "Beispielstraße 1, 20095 Hamburg",
    privacyContact: "datenschutz@beispiel-handel.example",
    supervisoryAuthority: "Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit",
  },
  at: {
    name: "Beispiel Handel Österreich GmbH",
    address: "Beispielgasse 1, 1010 Wien",
    privacyContact: "datenschutz@beispiel-handel-oesterreich.example",
    supervisoryAuthority: "Österreichische Datenschutzbehörde",
  },
  ch: {
    ...SWISS_COMPANY,
    supervisoryAuthority: "Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB)",
  },
  ch_fr: {
    ...SWISS_COMPANY,
    supervisoryAuthority: "Préposé fédéral à la protection des données et à la transparence (PFPDT)",
  },
  pl: {
    name: "Przykładowy Handel sp. z o.o.",
    address: "ul. Przykładowa 1, 00-001 Warszawa",
    privacyContact: "ochrona.danych@przykladowy-handel.example",
    supervisoryAuthority: "Prezes Urzędu Ochrony Danych Osobowych",
  },
  cz: {
    name: "Vzorový obchod s.r.o.",
    address: "Vzorová 1, 110\u00a000 Praha 1",
    privacyContact: "ochrana.udaju@vzorovy-obchod.example",
    supervisoryAuthority: "Úřad pro ochranu osobních údajů",
  },
  hu: {
    name: "Minta Kereskedelmi Kft.",
    address: "1051 Budapest, Minta utca 1.",
    privacyContact: "adatvedelem@minta-kereskedelmi.example",
    supervisoryAuthority: "Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)",
  },
  sk: {
    name: "Vzorový obchod Slovensko s. r. o.",
    address: "Vzorová 1, 811\u00a001 Bratislava",
    privacyContact: "ochrana.udajov@vzorovy-obchod-slovensko.example",
    supervisoryAuthority: "Úrad na ochranu osobných údajov Slovenskej republiky",
  },
  tr: {
    name: "Örnek Ticaret A.Ş.",
    address: "Örnek Mah. Örnek Cad. No: 1, 34000 İstanbul",
    privacyContact: "kvkk@ornek-ticaret.example",
    supervisoryAuthority: "Kişisel Verileri Koruma Kurulu",
  },
};
