import { expect, test } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { hashpowerChoice, messages, openCheckout, useLocale } from './support/orders-site';

/** The test site sends its e-mails here (tooling/launcher/start-site.ts --test). */
const SMTP_PORT = 3025;
const OPERATOR = 'ops@example.test';

interface Received {
  to: string[];
  mail: ParsedMail;
}

// A real local SMTP server, as the operator's mail provider: no TLS, no login.
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

test.beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

// An order placed in the browser (in Spanish) reaches the operator's inbox: the e-mail the
// service queues is sent to the local SMTP server, in the operator's language (Chinese by
// default), with a text and an HTML part, naming the order by its shortened id only.
test('an order placed in the browser sends the operator an e-mail', async ({ page, request }) => {
  const t = messages('es');
  await useLocale(page, 'es');
  const { choice } = await hashpowerChoice(request);
  await openCheckout(page, choice);
  await page.getByLabel(t('orders.checkout.address.label')).fill('telegram: @mail_journey');
  const generate = page.getByRole('button', { name: t('orders.checkout.generate') });
  await expect(generate).toBeEnabled();
  await generate.click();

  const created = page.getByRole('dialog');
  const orderId = (await created.getByTestId('created-order-id').textContent()) ?? '';
  expect(orderId).toMatch(/^ORD\d{13}[0-9a-z]{20}$/);
  const orderRef = `${orderId.slice(0, 18)}…`;

  const forOrder = () =>
    received.filter(({ to, mail }) => to.includes(OPERATOR) && mail.subject?.includes(orderRef));
  await expect.poll(() => forOrder().length, { timeout: 20_000 }).toBe(1);
  const { mail } = forOrder()[0]!;
  expect(mail.subject).toBe(`新订单 ${orderRef}`);
  expect(mail.text).toContain('应付');
  expect(mail.html).toContain('http://localhost:3000/order-management?q=');
  for (const part of [mail.subject, mail.text, String(mail.html)]) {
    expect(part).not.toContain(orderId);
  }
});
