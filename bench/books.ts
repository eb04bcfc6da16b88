import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { createSession } from '../src/server/features/auth/sessions.ts';
import { fund } from '../tests/helpers/wallet.ts';

/** `count` passengers, each with `tokens` bought through the ledger; answers their session cookies. */
export async function fundedPassengers(
  db: Database,
  count: number,
  tokens: number,
): Promise<string[]> {
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        phoneNumber: `+2541${String(i).padStart(8, '0')}`,
        fullName: `Bench Passenger ${i}`,
      })),
    )
    .returning({ id: users.id });
  const cookies: string[] = [];
  for (const person of people) {
    await fund(db, person.id, tokens);
    cookies.push(`pamoja_session=${(await createSession(db, person.id)).token}`);
  }
  return cookies;
}

/** Every ride's seats (available + booked), taken before a benchmark runs. */
export async function seatTotals(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string; seats: number }>(
    db,
    sql`select id, available_seats + booked_seats as seats from scheduled_commutes`,
  );
  return new Map(rows.map((r) => [r.id, r.seats]));
}

/**
 * The books after a benchmark: no ride sold more seats than it had (its seats as before, its
 * booked seats those of its bookings), every booking paid exactly once (a cancelled one refunded
 * in full), every balance equal to its ledger and none negative, every successful top-up credited
 * exactly once and no top-up credited without one. Answers a line to print and whether all is well.
 */
export async function checkBooks(
  db: Database,
  seatsBefore: Map<string, number>,
): Promise<{ line: string; clean: boolean }> {
  const rides = await queryRows<{
    id: string;
    seats: number;
    booked: number;
    available: number;
    sold: number;
  }>(
    db,
    sql`select c.id, c.available_seats + c.booked_seats as seats, c.booked_seats as booked,
          c.available_seats as available,
          (select coalesce(sum(b.number_of_seats), 0)::int from bookings b
            where b.scheduled_commute_id = c.id and b.status in ('booked', 'completed')) as sold
        from scheduled_commutes c`,
  );
  const oversold = rides.filter(
    (r) => r.available < 0 || r.booked !== r.sold || r.seats !== (seatsBefore.get(r.id) ?? r.seats),
  ).length;
  const [money] = await queryRows<{
    bookings: number;
    sold: number;
    unpaid: number;
    wrong_balances: number;
    negative: number;
    topups: number;
    topups_not_once: number;
    credits_without_topup: number;
  }>(
    db,
    sql`select
      (select count(*)::int from bookings where status in ('booked', 'completed')) as bookings,
      (select coalesce(sum(number_of_seats), 0)::int from bookings where status in ('booked', 'completed')) as sold,
      (select count(*)::int from bookings b where (
         select coalesce(sum(-s.amount), 0) from account_statements s where s.related_booking_id = b.id
       ) <> case when b.status = 'cancelled' then 0 else b.total_amount end) as unpaid,
      (select count(*)::int from users u where u.account_balance <> (
         select coalesce(sum(s.amount), 0) from account_statements s where s.user_id = u.id)) as wrong_balances,
      (select count(*)::int from users where account_balance < 0) as negative,
      (select count(*)::int from payments where status = 'success') as topups,
      (select count(*)::int from payments p where p.status = 'success' and (
         select count(*) from account_statements s
         where s.reference = 'mpesa:' || p.checkout_request_id and s.amount = p.amount) <> 1) as topups_not_once,
      (select count(*)::int from account_statements s where s.reference like 'mpesa:%' and not exists (
         select 1 from payments p where s.reference = 'mpesa:' || p.checkout_request_id
         and p.status = 'success')) as credits_without_topup`,
  );
  const m = money!;
  const problems =
    oversold +
    m.unpaid +
    m.wrong_balances +
    m.negative +
    m.topups_not_once +
    m.credits_without_topup;
  return {
    clean: problems === 0,
    line:
      `books: ${m.sold} seats sold in ${m.bookings} bookings over ${rides.length} rides, ${m.topups} top-ups; ` +
      `rides oversold or off their bookings ${oversold}, bookings not paid exactly once ${m.unpaid}, ` +
      `balances off their ledger ${m.wrong_balances}, negative balances ${m.negative}, ` +
      `top-ups not credited exactly once ${m.topups_not_once}, credits without a top-up ${m.credits_without_topup}` +
      (problems === 0 ? ' — clean' : ' — THE BOOKS DO NOT BALANCE'),
  };
}
