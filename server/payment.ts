// Pages the embedded API serves outside the JSON contract: the local payment page (the redirect_link of add-fund,
// of a digitally paid order and of a digitally paid trip) and uploaded customer photos (/media/customers/<name>).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customerImages } from './db/schema/customer.ts';
import { loadConfig, type BusinessConfig } from './lib/config/business-config.ts';
import { withPaymentResult } from './lib/http/callback.ts';
import type { AppContext } from './lib/http/handler.ts';
import { registerStoredImageRoute } from './lib/http/image-upload.ts';
import { sendGeneratedMedia } from './media.ts';
import {
  PAYMENT_PATHS,
  pendingPayment,
  settlePayment,
  type PaymentAction,
  type PaymentPurpose,
  type PaymentRow,
} from './lib/wallet/payment-requests.ts';

export { PAYMENT_LINK_TTL_MS } from './lib/wallet/payment-requests.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function money(config: BusinessConfig, amount: number) {
  const digits = config.digit_after_decimal_point ?? 2;
  const n = amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return config.currency_symbol_direction === 'right'
    ? `${n}${config.currency_symbol}`
    : `${config.currency_symbol}${n}`;
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f6f8;color:#1f2430;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem;max-inline-size:26rem;inline-size:100%}
h1{font-size:1.35rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#5b6270}dd{margin:0;font-weight:600}.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{flex:1;font:inherit;padding:.75rem 1rem;border-radius:8px;border:1px solid #0b7a5a;cursor:pointer;background:#fff;color:#0b7a5a}
button[value=confirm]{background:#0b7a5a;color:#fff}button[value=fail]{border-color:#a12a2a;color:#a12a2a}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}

/** What is being paid, in the page's heading. */
const SUBJECT: Record<PaymentPurpose, (p: PaymentRow) => string> = {
  add_fund: () => 'add fund to wallet',
  order: (p) => `pay order #${p.reference}`,
  trip: (p) => `pay trip #${p.reference}`,
};
/** The id the callback carries back (as 6amMart's gateways: `order_id`, `trip_id`). */
const ID_PARAM: Record<PaymentPurpose, string | null> = { add_fund: null, order: 'order_id', trip: 'trip_id' };
const PURPOSE_OF_PATH = Object.fromEntries(Object.entries(PAYMENT_PATHS).map(([k, v]) => [v, k])) as Record<
  string,
  PaymentPurpose
>;

/**
 * Whether a form POST comes from a page of this server: its Origin (or, without one, its Referer's origin) is
 * PUBLIC_URL or the origin the request was sent to (a browser never lets a page forge Host or Origin).
 */
export function sameOrigin(req: FastifyRequest, publicUrl: string): boolean {
  const from = req.headers.origin ?? originOf(req.headers.referer);
  if (!from || from === 'null') return false;
  return from === publicUrl || from === `${req.protocol}://${req.headers.host}`;
}
const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

const RESULT_TEXT: Record<'success' | 'fail' | 'void', Record<PaymentPurpose, string>> = {
  success: {
    add_fund: 'Payment successful: your wallet has been credited.',
    order: 'Payment successful: your order is paid.',
    trip: 'Payment successful: your trip is paid.',
  },
  fail: { add_fund: 'Payment cancelled.', order: 'Payment failed.', trip: 'Payment failed.' },
  void: {
    add_fund: 'Payment cancelled.',
    order: 'This order can no longer be paid: nothing was charged.',
    trip: 'This trip can no longer be paid: nothing was charged.',
  },
};

export async function paymentPages(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  /** The pending payment of the token, when the page's path is the payment's (a wallet token opens no order page). */
  async function paymentOf(kind: string, token: unknown) {
    const purpose = PURPOSE_OF_PATH[kind];
    const payment = purpose ? await pendingPayment(ctx.db, token, ctx.now()) : undefined;
    return payment && payment.purpose === purpose ? payment : undefined;
  }

  const invalid = (reply: FastifyReply) =>
    reply
      .status(404)
      .type('text/html')
      .send(
        page(
          'Payment link expired',
          '<h1>This payment link is invalid or has expired.</h1><p>Please start the payment again from the shop.</p>',
        ),
      );

  app.get('/payment/:kind', async (req, reply) => {
    const { kind } = req.params as { kind: string };
    const { token } = req.query as { token?: string };
    const payment = await paymentOf(kind, token);
    if (!payment) return invalid(reply);
    const purpose = payment.purpose as PaymentPurpose;
    const config = await loadConfig(ctx.db);
    const method =
      config.active_payment_method_list.find((m) => m.gateway === payment.paymentMethod)?.gateway_title ??
      payment.paymentMethod;
    const body = `<h1>${escape(config.business_name)}: ${escape(SUBJECT[purpose](payment))}</h1>
<dl><dt>Amount</dt><dd>${escape(money(config, payment.amount))}</dd><dt>Payment method</dt><dd>${escape(method)}</dd></dl>
<form method="post" action="/payment/${escape(kind)}"><input type="hidden" name="token" value="${escape(token!)}">
<div class="actions"><button type="submit" name="action" value="confirm">Pay</button>
<button type="submit" name="action" value="fail">Fail payment</button>
<button type="submit" name="action" value="cancel">Cancel</button></div></form>`;
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-store')
      .send(page(`${config.business_name} payment`, body));
  });

  app.post('/payment/:kind', async (req, reply) => {
    // The confirm must come from the payment page itself: a form on another site (or a framed page) is refused.
    if (!sameOrigin(req, ctx.env.publicUrl))
      return reply
        .status(403)
        .type('text/html')
        .send(page('Payment refused', '<h1>This payment can only be confirmed on its own page.</h1>'));
    const { kind } = req.params as { kind: string };
    const { token, action } = (req.body ?? {}) as { token?: string; action?: string };
    if (action !== 'confirm' && action !== 'fail' && action !== 'cancel') return invalid(reply);
    const payment = await paymentOf(kind, token);
    if (!payment) return invalid(reply);
    // settle once: only the request that flips pending → settled pays (credits the wallet, marks the order paid)
    const settled = await settlePayment(ctx.db, payment.id, action as PaymentAction, ctx.now());
    if (!settled) return invalid(reply);
    const purpose = payment.purpose as PaymentPurpose;
    const flag = settled.result === 'success' ? 'success' : action === 'cancel' ? 'cancel' : 'fail';
    const idParam = ID_PARAM[purpose];
    if (payment.callback)
      return reply.redirect(
        withPaymentResult(payment.callback, flag, idParam ? [idParam, Number(payment.reference)] : undefined),
        303,
      );
    const text = RESULT_TEXT[settled.result][purpose];
    return reply.type('text/html').send(page(text, `<h1>${escape(text)}</h1>`));
  });

  registerStoredImageRoute(
    app,
    'customers',
    'public',
    async (name) => {
      const [img] = await ctx.db.select().from(customerImages).where(eq(customerImages.name, name));
      return img;
    },
    sendGeneratedMedia,
  );
}
