// Pages the embedded API serves outside the JSON contract: the local wallet payment page (the add-fund
// redirect_link) and uploaded customer photos (/media/customers/<name>).
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customerImages, walletPayments } from './db/schema/customer.ts';
import { sha256 } from './lib/accounts/auth-session.ts';
import { loadConfig, type BusinessConfig } from './lib/config/business-config.ts';
import type { AppContext } from './lib/http/handler.ts';
import { changeWallet } from './lib/wallet/wallet.ts';

/** A payment link stays usable this long. */
export const PAYMENT_LINK_TTL_MS = 30 * 60 * 1000;

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
dt{color:#5b6270}dd{margin:0;font-weight:600}.actions{display:flex;gap:.75rem}
button{flex:1;font:inherit;padding:.75rem 1rem;border-radius:8px;border:1px solid #0b7a5a;cursor:pointer}
button[value=confirm]{background:#0b7a5a;color:#fff}button[value=cancel]{background:#fff;color:#0b7a5a}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}

const withFlag = (callback: string, flag: 'success' | 'fail') =>
  `${callback}${callback.includes('?') ? '&' : '?'}flag=${flag}`;

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

export async function paymentPages(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  async function pendingPayment(token: unknown) {
    if (typeof token !== 'string' || !token || token.length > 100) return undefined;
    const [row] = await ctx.db
      .select()
      .from(walletPayments)
      .where(
        and(
          eq(walletPayments.tokenHash, sha256(token)),
          eq(walletPayments.status, 'pending'),
          gt(walletPayments.createdAt, new Date(ctx.now().getTime() - PAYMENT_LINK_TTL_MS)),
        ),
      );
    return row;
  }

  const invalid = (reply: FastifyReply) =>
    reply
      .status(404)
      .type('text/html')
      .send(
        page(
          'Payment link expired',
          '<h1>This payment link is invalid or has expired.</h1><p>Please start adding fund again from your wallet.</p>',
        ),
      );

  app.get('/payment/wallet', async (req, reply) => {
    const { token } = req.query as { token?: string };
    const payment = await pendingPayment(token);
    if (!payment) return invalid(reply);
    const config = await loadConfig(ctx.db);
    const method =
      config.active_payment_method_list.find((m) => m.gateway === payment.paymentMethod)?.gateway_title ??
      payment.paymentMethod;
    const body = `<h1>${escape(config.business_name)}: add fund to wallet</h1>
<dl><dt>Amount</dt><dd>${escape(money(config, payment.amount))}</dd><dt>Payment method</dt><dd>${escape(method)}</dd></dl>
<form method="post" action="/payment/wallet"><input type="hidden" name="token" value="${escape(token!)}">
<div class="actions"><button type="submit" name="action" value="confirm">Confirm</button>
<button type="submit" name="action" value="cancel">Cancel</button></div></form>`;
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-store')
      .send(page(`${config.business_name} payment`, body));
  });

  app.post('/payment/wallet', async (req, reply) => {
    // The confirm must come from the payment page itself: a form on another site (or a framed page) is refused.
    if (!sameOrigin(req, ctx.env.publicUrl))
      return reply
        .status(403)
        .type('text/html')
        .send(page('Payment refused', '<h1>This payment can only be confirmed on its own page.</h1>'));
    const { token, action } = (req.body ?? {}) as { token?: string; action?: string };
    if (action !== 'confirm' && action !== 'cancel') return invalid(reply);
    const payment = await pendingPayment(token);
    if (!payment) return invalid(reply);
    const status = action === 'confirm' ? 'success' : 'fail';
    // settle once: only the request that flips pending → success/fail credits the wallet
    const [settled] = await ctx.db
      .update(walletPayments)
      .set({ status, settledAt: ctx.now() })
      .where(and(eq(walletPayments.id, payment.id), eq(walletPayments.status, 'pending')))
      .returning();
    if (!settled) return invalid(reply);
    if (status === 'success')
      await changeWallet(ctx.db, payment.userId!, payment.amount, 'add_fund', payment.paymentMethod, ctx.now());
    if (payment.callback) return reply.redirect(withFlag(payment.callback, status), 303);
    const text = status === 'success' ? 'Payment successful: your wallet has been credited.' : 'Payment cancelled.';
    return reply.type('text/html').send(page(text, `<h1>${text}</h1>`));
  });

  app.get('/media/customers/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    const [img] = await ctx.db
      .select()
      .from(customerImages)
      .where(eq(customerImages.name, `customers/${name}`));
    if (!img) return reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] });
    return reply
      .type(img.mime)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(img.data, 'base64'));
  });
}
