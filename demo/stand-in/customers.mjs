/**
 * The logged-in demo customer per site (base data prefills the newsletter form). Plain data, so
 * that `npm run sites:check` can read it and name a site that has none.
 */
export const CUSTOMERS = Object.freeze({
  de: { email: "anna.muster@example.com", firstName: "Anna", lastName: "Muster" },
  at: { email: "anna.huber@example.com", firstName: "Anna", lastName: "Huber" },
  ch: { email: "anna.mueller@example.com", firstName: "Anna", lastName: "Müller" },
  ch_fr: { email: "camille.dubois@example.com", firstName: "Camille", lastName: "Dubois" },
  pl: { email: "anna.kowalska@example.com", firstName: "Anna", lastName: "Kowalska" },
  cz: { email: "jana.novakova@example.com", firstName: "Jana", lastName: "Nováková" },
  // Has not given the data-processing consent yet: the form shows it, and requires it.
  hu: {
    email: "anna.kovacs@example.com",
    firstName: "Anna",
    lastName: "Kovács",
    dataProcessingConsentGiven: false,
  },
  sk: { email: "maria.horvathova@example.com", firstName: "Mária", lastName: "Horváthová" },
  tr: { email: "ayse.yilmaz@example.com", firstName: "Ayşe", lastName: "Yılmaz" },
});
