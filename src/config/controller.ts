/**
 * Who is responsible for the newsletter's personal data on a site (the controller), as the
 * newsletter form names it: in its consents (the sender) and in its first-layer notice. Each
 * site's entry in the site table (src/config/sites.ts) holds its `controller`, which a shop fills
 * in; the texts take the values as placeholders, so no catalog holds a company's name or address.
 * `npm run i18n:check` fails when a site's controller is incomplete.
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
   * persons who process personal data, section 38 of the Federal Data Protection Act, BDSG;
   * Poland's "inspektor ochrony danych", Czechia's "pověřenec", Slovakia's "zodpovedná osoba");
   * `null` where none is. The full notice names the officer with that title, or leaves the line
   * out.
   */
  dataProtectionOfficer: string | null;
  /**
   * Turkey: the controller's registered electronic mail (KEP) address, to which a data subject may
   * send an application (KVKK Art. 13 and the Communiqué on applications); the Turkish full notice
   * names it. Absent on the other sites.
   */
  kepAddress?: string;
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
