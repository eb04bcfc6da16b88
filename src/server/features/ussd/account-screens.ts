import { hash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import { MAX_TOP_UP, MIN_TOP_UP } from '../../../shared/rules/wallet.ts';
import { users } from '../../db/schema.ts';
import { createAccount, findActiveUser } from '../auth/create-account.ts';
import { initiatePayment } from '../wallet/payments.ts';
import { choice, type Screen, type ScreenName, type UssdContext, userOf } from './menu.ts';

/** A first or last name as typed on a keypad: letters, with spaces, dots, hyphens, apostrophes. */
const NAME = /^\p{L}[\p{L} .'-]{1,49}$/u;

export const welcome: Screen = {
  async show(ctx) {
    return { lines: [ctx.t('ussd.welcome')] };
  },
  async answer(ctx, _data, input) {
    if (input === '1') return { go: 'firstName' };
    if (input === '2') {
      ctx.language = ctx.language === 'sw' ? 'en' : 'sw';
      return { home: null };
    }
    return { retry: ctx.t('ussd.hint') };
  },
};

export const firstName: Screen = {
  async show(ctx) {
    return { lines: [ctx.t('ussd.firstName')] };
  },
  async answer(ctx, _data, input) {
    const name = input.trim();
    return NAME.test(name)
      ? { go: 'lastName', data: { firstName: name } }
      : { retry: ctx.t('ussd.nameHint') };
  },
};

export const lastName: Screen = {
  async show(ctx) {
    return { lines: [ctx.t('ussd.lastName')] };
  },
  /** Creates the same account the web app's registration does, in the session's language. */
  async answer(ctx, data, input) {
    const name = input.trim();
    if (!NAME.test(name)) return { retry: ctx.t('ussd.nameHint') };
    const fullName = `${data.firstName ?? ''} ${name}`.trim();
    const { db } = ctx.deps;
    ctx.user =
      (await db.transaction((tx) =>
        createAccount(tx, ctx.phone, { fullName, language: ctx.language }),
      )) ?? (await findActiveUser(db, ctx.phone));
    return { home: null };
  },
};

export const main: Screen = {
  async show(ctx) {
    return { lines: [ctx.t('ussd.main', { driver: ctx.user?.isDriver ? 'yes' : 'no' })] };
  },
  async answer(ctx, _data, input) {
    const menu: ScreenName[] = ['from', 'trips', 'tokens', 'language'];
    if (ctx.user?.isDriver) menu.push('driverRides');
    const n = choice(input, menu.length);
    const next = n && menu[n - 1];
    return next ? { go: next } : { retry: ctx.t('ussd.hint') };
  },
};

export const language: Screen = {
  async show(ctx) {
    return { lines: [ctx.t('ussd.language')] };
  },
  async answer(ctx, _data, input) {
    const chosen = input === '1' ? 'en' : input === '2' ? 'sw' : null;
    if (!chosen) return { retry: ctx.t('ussd.hint') };
    const user = userOf(ctx);
    await ctx.deps.db.update(users).set({ language: chosen }).where(eq(users.id, user.id));
    ctx.language = chosen;
    ctx.user = { ...user, language: chosen };
    return { home: ctx.t('ussd.languageSaved') };
  },
};

export const tokens: Screen = {
  async show(ctx) {
    return { lines: [ctx.t('ussd.tokens', { balance: formatKsh(userOf(ctx).accountBalance) })] };
  },
  async answer(ctx, _data, input) {
    return choice(input, 1) ? { go: 'topUp' } : { retry: ctx.t('ussd.hint') };
  },
};

export const topUp: Screen = {
  async show(ctx) {
    return { lines: [ctx.t('ussd.amount')] };
  },
  async answer(ctx, _data, input) {
    const amount = /^\d{1,7}$/.test(input) ? Number(input) : Number.NaN;
    if (!(amount >= MIN_TOP_UP && amount <= MAX_TOP_UP)) {
      return {
        retry: ctx.t('ussd.amountHint', { min: MIN_TOP_UP, max: formatKsh(MAX_TOP_UP) }),
      };
    }
    await promptMpesa(ctx, amount);
    return { end: ctx.t('ussd.stkSent', { amount: formatKsh(amount) }) };
  },
};

/**
 * An M-Pesa prompt for `amount`, at most once per USSD session and amount whatever the retries:
 * initiatePayment replays a key it has seen (and keeps its own limit on prompts per person).
 */
export async function promptMpesa(ctx: UssdContext, amount: number): Promise<void> {
  const session = hash('sha256', ctx.sessionId).slice(0, 32);
  await initiatePayment(ctx.deps, userOf(ctx), {
    amount,
    idempotencyKey: `ussd:${session}:${amount}`,
  });
}
