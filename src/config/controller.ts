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
  /**
   * The data protection officer's e-mail address where one is appointed (Germany: required from 20
   * persons who process personal data, § 38 BDSG; Poland's "inspektor ochrony danych", Czechia's
   * "pověřenec", Slovakia's "zodpovedná osoba"); `null` where none is. The full notice names the
   * officer with that title, or leaves the line out.
   */
  dataProtectionOfficer: string | null;
  /**
   * The service providers that process the newsletter's data on the controller's instructions
   * (GDPR Art. 28, FADP Art. 9, KVKK Art. 12), as the full notice names them: at least one (the
   * mailing provider).
   */
  processors: readonly Processor[];
}

/** A service provider of the newsletter, in the site's language where it is words. */
export type Processor = {
  /** Its name as registered, legal form included. */
  name: string;
  /** What it does for the newsletter ("Versand des Newsletters", "hébergement"). */
  task: string;
  /** The country where it processes the data. */
  country: string;
} & (
  | {
      /**
       * Whether that country is abroad for the site's law: outside the EU/EEA for the EU sites,
       * outside Switzerland for the Swiss ones (whose act names every country data go to, FADP
       * Art. 19(4)), outside Turkey for Turkey (KVKK Art. 9).
       */
      isAbroad: false;
    }
  | {
      isAbroad: true;
      /** What the transfer rests on: an adequacy decision, or the safeguard (standard clauses). */
      safeguard: string;
    }
);

/** The Swiss company serves both Swiss sites; only the authority's name differs by language. */
const SWISS_COMPANY = {
  name: "Beispiel Handel (Schweiz) AG",
  address: "Beispielstrasse 1, 8001 Zürich",
  privacyContact: "datenschutz@beispiel-handel-schweiz.example",
  dataProtectionOfficer: null,
} as const;

/** EXAMPLES ONLY: the mailing provider and the host every site's newsletter uses, in Germany. */
const MAILING_PROVIDER = "Beispiel Mailing GmbH";
const HOSTING_PROVIDER = "Beispiel Cloud GmbH";

/** EXAMPLES ONLY (see above): the controller of each site. */
export const DATA_CONTROLLERS: Record<Site, DataController> = {
  de: {
    name: "Beispiel Handel GmbH",
    address: "Beispielstraße 1, 20095 Hamburg",
    privacyContact: "datenschutz@beispiel-handel.example",
    supervisoryAuthority: "Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit",
    dataProtectionOfficer: "datenschutzbeauftragte@beispiel-handel.example",
    processors: [
      { name: MAILING_PROVIDER, task: "Versand des Newsletters", country: "Deutschland", isAbroad: false },
      { name: HOSTING_PROVIDER, task: "Betrieb der Server", country: "Deutschland", isAbroad: false },
    ],
  },
  at: {
    name: "Beispiel Handel Österreich GmbH",
    address: "Beispielgasse 1, 1010 Wien",
    privacyContact: "datenschutz@beispiel-handel-oesterreich.example",
    supervisoryAuthority: "Österreichische Datenschutzbehörde",
    dataProtectionOfficer: null,
    processors: [
      { name: MAILING_PROVIDER, task: "Versand des Newsletters", country: "Deutschland", isAbroad: false },
      { name: HOSTING_PROVIDER, task: "Betrieb der Server", country: "Deutschland", isAbroad: false },
    ],
  },
  ch: {
    ...SWISS_COMPANY,
    supervisoryAuthority: "Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB)",
    processors: [
      {
        name: MAILING_PROVIDER,
        task: "Versand des Newsletters",
        country: "Deutschland",
        isAbroad: true,
        safeguard: "angemessener Datenschutz nach Anhang 1 der Datenschutzverordnung",
      },
      {
        name: HOSTING_PROVIDER,
        task: "Betrieb der Server",
        country: "Deutschland",
        isAbroad: true,
        safeguard: "angemessener Datenschutz nach Anhang 1 der Datenschutzverordnung",
      },
    ],
  },
  ch_fr: {
    ...SWISS_COMPANY,
    supervisoryAuthority: "Préposé fédéral à la protection des données et à la transparence (PFPDT)",
    processors: [
      {
        name: MAILING_PROVIDER,
        task: "envoi de la newsletter",
        country: "Allemagne",
        isAbroad: true,
        safeguard: "protection adéquate selon l’annexe 1 de l’ordonnance sur la protection des données",
      },
      {
        name: HOSTING_PROVIDER,
        task: "exploitation des serveurs",
        country: "Allemagne",
        isAbroad: true,
        safeguard: "protection adéquate selon l’annexe 1 de l’ordonnance sur la protection des données",
      },
    ],
  },
  pl: {
    name: "Przykładowy Handel sp. z o.o.",
    address: "ul. Przykładowa 1, 00-001 Warszawa",
    privacyContact: "ochrona.danych@przykladowy-handel.example",
    supervisoryAuthority: "Prezes Urzędu Ochrony Danych Osobowych",
    dataProtectionOfficer: "iod@przykladowy-handel.example",
    processors: [
      { name: MAILING_PROVIDER, task: "wysyłka newslettera", country: "Niemcy", isAbroad: false },
      { name: HOSTING_PROVIDER, task: "utrzymanie serwerów", country: "Niemcy", isAbroad: false },
    ],
  },
  cz: {
    name: "Vzorový obchod s.r.o.",
    address: "Vzorová 1, 110\u00a000 Praha 1",
    privacyContact: "ochrana.udaju@vzorovy-obchod.example",
    supervisoryAuthority: "Úřad pro ochranu osobních údajů",
    dataProtectionOfficer: "poverenec@vzorovy-obchod.example",
    processors: [
      { name: MAILING_PROVIDER, task: "rozesílání newsletteru", country: "Německo", isAbroad: false },
      { name: HOSTING_PROVIDER, task: "provoz serverů", country: "Německo", isAbroad: false },
    ],
  },
  hu: {
    name: "Minta Kereskedelmi Kft.",
    address: "1051 Budapest, Minta utca 1.",
    privacyContact: "adatvedelem@minta-kereskedelmi.example",
    supervisoryAuthority: "Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)",
    dataProtectionOfficer: null,
    processors: [
      { name: MAILING_PROVIDER, task: "a hírlevél kiküldése", country: "Németország", isAbroad: false },
      { name: HOSTING_PROVIDER, task: "a szerverek üzemeltetése", country: "Németország", isAbroad: false },
    ],
  },
  sk: {
    name: "Vzorový obchod Slovensko s. r. o.",
    address: "Vzorová 1, 811\u00a001 Bratislava",
    privacyContact: "ochrana.udajov@vzorovy-obchod-slovensko.example",
    supervisoryAuthority: "Úrad na ochranu osobných údajov Slovenskej republiky",
    dataProtectionOfficer: "zodpovedna.osoba@vzorovy-obchod-slovensko.example",
    processors: [
      { name: MAILING_PROVIDER, task: "rozosielanie newslettera", country: "Nemecko", isAbroad: false },
      { name: HOSTING_PROVIDER, task: "prevádzka serverov", country: "Nemecko", isAbroad: false },
    ],
  },
  tr: {
    name: "Örnek Ticaret A.Ş.",
    address: "Örnek Mah. Örnek Cad. No: 1, 34000 İstanbul",
    privacyContact: "kvkk@ornek-ticaret.example",
    supervisoryAuthority: "Kişisel Verileri Koruma Kurulu",
    dataProtectionOfficer: null,
    processors: [
      {
        name: MAILING_PROVIDER,
        task: "e-bültenin gönderilmesi",
        country: "Almanya",
        isAbroad: true,
        safeguard: "KVKK m. 9 uyarınca standart sözleşme (Kuruma bildirildi)",
      },
      {
        name: HOSTING_PROVIDER,
        task: "sunucuların işletilmesi",
        country: "Almanya",
        isAbroad: true,
        safeguard: "KVKK m. 9 uyarınca standart sözleşme (Kuruma bildirildi)",
      },
    ],
  },
};
