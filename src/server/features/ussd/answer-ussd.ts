import { eq, lt } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import { toE164KenyanPhone } from '../../../shared/phone.ts';
import { now } from '../../clock.ts';
import { ussdSessions } from '../../db/schema.ts';
import { translate } from '../../i18n/messages.ts';
import { findActiveUser } from '../auth/create-account.ts';
import type { UssdContext, UssdDeps } from './menu.ts';
import { type MenuAnswer, type MenuState, runMenu, startMenu } from './run-menu.ts';
import { fitScreen } from './screen-text.ts';

/** A session's state lasts this long after its last request. */
export const USSD_SESSION_MINUTES = 5;
/** An expired session's row is kept this long (its answer for a late retry), then deleted. */
const FORGET_AFTER_MS = 60 * 60_000;

/** Africa's Talking's request: `text` is every input of the session so far, joined by `*`. */
export interface UssdRequest {
  sessionId: string;
  phoneNumber: string;
  text: string;
}

/**
 * The answer to one USSD request, `CON …` or `END …`. The session's state is in the database, so
 * any server process may take its next request; a provider's retry (the same `text` again) gets
 * the stored answer without acting twice; a failure ends the session with an apology.
 */
export async function answerUssd(
  deps: UssdDeps,
  request: UssdRequest,
  log: { error(obj: object, msg: string): void },
): Promise<string> {
  const phone = toE164KenyanPhone(request.phoneNumber);
  if (!phone) return `END ${translate('en', 'ussd.notKenyan')}`;
  const { db } = deps;
  const [session] = await db
    .select()
    .from(ussdSessions)
    .where(eq(ussdSessions.sessionId, request.sessionId));
  const state = (session?.phone === phone ? session.state : null) as MenuState | null;
  const user = await findActiveUser(db, phone);
  const language: Language = user?.language ?? state?.language ?? 'en';
  const say = (key: 'ussd.expired' | 'ussd.sorry') =>
    `END ${fitScreen([translate(language, key)])}`;
  if (session && session.phone !== phone) return say('ussd.sorry');
  if (session && session.expiresAt.getTime() <= now().getTime()) return say('ussd.expired');
  if (session && request.text === session.lastText) return session.lastAnswer;

  // A new session clears away sessions long over (the expiry index makes it a short scan).
  if (!session) {
    await db
      .delete(ussdSessions)
      .where(lt(ussdSessions.expiresAt, new Date(now().getTime() - FORGET_AFTER_MS)));
  }
  const ctx: UssdContext = {
    deps,
    sessionId: request.sessionId,
    phone,
    user,
    language,
    t: (key, values) => translate(ctx.language, key, values),
  };
  let answer: MenuAnswer;
  try {
    answer = state ? { text: '', end: false, state } : await startMenu(ctx);
    // A first request may carry inputs already (`*384*1*2#`), and a step several.
    for (const input of newInputs(session?.lastText ?? '', request.text)) {
      if (answer.end) break;
      answer = await runMenu(ctx, answer.state, input);
    }
  } catch (error) {
    log.error({ err: error, ussdSession: request.sessionId }, 'USSD request failed');
    return say('ussd.sorry');
  }
  const text = `${answer.end ? 'END' : 'CON'} ${answer.text}`;
  await save(deps, request, phone, answer.state, text);
  return text;
}

/** The inputs `text` adds to what the session had already answered. */
function newInputs(before: string, text: string): string[] {
  if (text === '') return [];
  if (before === '') return text.split('*');
  if (text.startsWith(`${before}*`)) return text.slice(before.length + 1).split('*');
  return [text.split('*').at(-1) ?? ''];
}

async function save(
  deps: UssdDeps,
  request: UssdRequest,
  phone: string,
  state: MenuState,
  lastAnswer: string,
) {
  const at = now();
  const values = {
    phone,
    state,
    lastText: request.text,
    lastAnswer,
    updatedAt: at,
    expiresAt: new Date(at.getTime() + USSD_SESSION_MINUTES * 60_000),
  };
  await deps.db
    .insert(ussdSessions)
    .values({ sessionId: request.sessionId, ...values })
    .onConflictDoUpdate({ target: ussdSessions.sessionId, set: values });
}
