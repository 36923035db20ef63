/** The shop's port in the e2e runs (E2E_PORT, 8181 unless given). */
export const shopPort = Number(process.env.E2E_PORT ?? 8181);

/** A second instance of the server that plays the shop's upstream DHRU supplier. */
export const supplierPort = Number(process.env.E2E_SUPPLIER_PORT ?? shopPort + 1);

/** The SMTP server the shop sends its mail to (e2e/mailCatcher.ts)… */
export const mailSmtpPort = Number(process.env.E2E_MAIL_PORT ?? shopPort + 2);
/** …and where the specs read the mails it received: GET /mails. */
export const mailHttpPort = mailSmtpPort + 1;
/** A third instance with a catalogue of 2,000 services (e2e/catalogue.spec.ts). */
export const cataloguePort = Number(process.env.E2E_CATALOGUE_PORT ?? shopPort + 4);
