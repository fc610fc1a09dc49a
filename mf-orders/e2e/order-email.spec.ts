import { expect, test } from '@playwright/test';
import { orderDisplayRef } from '@minesite/shared/domain';
import { startSmtpSink, type SmtpSink } from '@minesite/shared/testing/smtp-sink';
import { siteAddresses, sitePorts } from '../../tooling/launcher/site-ports.mjs';
import { chooseLocale, hashpowerChoice, messages, openCheckout } from './support/orders-site';

/** The test site sends its e-mails here (tooling/launcher/start-site.ts --test). */
const SMTP_PORT = sitePorts().smtp;
const { site: SITE } = siteAddresses();
const OPERATOR = 'ops@example.test';
const BUYER = 'buyer.mail.journey@example.test';

// A real local SMTP server, as the operator's mail provider.
let smtp: SmtpSink;
test.beforeAll(async () => {
  smtp = await startSmtpSink(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.close();
});

// An order placed in the browser (in Spanish) with the buyer's e-mail reaches both inboxes:
// the operator's in the operator's language (Chinese by default), naming the order by its short
// display reference only, with the admin's link; the buyer's in the order's language, with the
// link to the buyer's own order page and never the admin's. Each has a text and an HTML part.
test('an order placed in the browser e-mails the operator and the buyer', async ({
  page,
  request,
}) => {
  const t = messages('es');
  await chooseLocale(page, 'es');
  const { choice } = await hashpowerChoice(request);
  await openCheckout(page, choice);
  await page.getByLabel(t('orders.checkout.address.label')).fill('telegram: @mail_journey');
  await page.getByLabel(t('orders.checkout.email.label')).fill(BUYER);
  const generate = page.getByRole('button', { name: t('orders.checkout.generate') });
  await expect(generate).toBeEnabled();
  await generate.click();

  const created = page.getByRole('dialog');
  const orderId = (await created.getByTestId('created-order-id').textContent()) ?? '';
  expect(orderId).toMatch(/^ORD\d{13}[0-9a-z]{20}$/);
  const orderRef = orderDisplayRef(orderId);

  const to = (address: string) => () =>
    smtp.received.filter(
      ({ to, mail }) => to.includes(address) && mail.subject?.includes(orderRef),
    );
  const forOperator = to(OPERATOR);
  await expect.poll(() => forOperator().length, { timeout: 20_000 }).toBe(1);
  const { mail } = forOperator()[0]!;
  expect(mail.subject).toBe(`新订单 ${orderRef}`);
  expect(mail.text).toContain('应付');
  expect(mail.html).toContain(`${SITE}/order-management?q=`);
  for (const part of [mail.subject, mail.text, String(mail.html)]) {
    expect(part).not.toContain(orderId);
  }

  const forBuyer = to(BUYER);
  await expect.poll(() => forBuyer().length, { timeout: 20_000 }).toBe(1);
  const { mail: buyerMail } = forBuyer()[0]!;
  expect(buyerMail.subject).toBe(`Su pedido ${orderRef} en HashPeak Mining`);
  expect(String(buyerMail.html)).toContain(
    `${SITE}/order-detail?orderId=${encodeURIComponent(orderId)}`,
  );
  for (const part of [buyerMail.text, String(buyerMail.html)]) {
    expect(part).not.toContain('order-management');
  }
});
