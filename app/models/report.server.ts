import { sql, type RawBuilder } from "kysely";
import { getDb } from "~/db/db.server";
import { businessDayOf, daysBetween, greatest, jsonDocument, jsonInteger, jsonText, least } from "~/db/sql";

/*
 * The owner's reports (docs/decisions/1128-reports.md): read-only sums over stays, blocks, imported events,
 * inquiries and payments. The database does every sum (a report over 100,000 bookings loads a few hundred
 * rows); the service turns them into ratios. Days are calendar days (YYYY-MM-DD); `end` is always exclusive.
 */

/** One month of a report's period: its nights [start, end), clipped to the period. */
export interface ReportMonthSpan {
  /** YYYY-MM */
  month: string;
  start: string;
  end: string;
}

/** Which properties a report covers: one (archived or not), or every property that is not archived. */
export type ReportScope = { propertyId?: number };

export interface ReportProperty {
  id: number;
  name: string;
}

/** The properties a report covers, by name. */
export async function listReportProperties(scope: ReportScope): Promise<ReportProperty[]> {
  const db = await getDb();
  let q = db.selectFrom("properties").select(["id", "name"]);
  q = scope.propertyId !== undefined ? q.where("id", "=", scope.propertyId) : q.where("archivedAt", "is", null);
  return q.orderBy("name").orderBy("id").execute();
}

/** A condition on a row's `propertyId` column for `scope`. */
function inScope(column: string, scope: ReportScope): RawBuilder<boolean> {
  return scope.propertyId !== undefined
    ? sql<boolean>`${sql.ref(column)} = ${scope.propertyId}`
    : sql<boolean>`${sql.ref(column)} in (select ${sql.ref("id")} from ${sql.table("properties")} where ${sql.ref("archivedAt")} is null)`;
}

/** The months as a common table `months` ("month", "mStart", "mEnd"). */
function monthsTable(periods: readonly (readonly ReportMonthSpan[])[]): RawBuilder<unknown> {
  if (periods.some((months) => months.length === 0)) throw new Error("a report has at least one month");
  return sql`${sql.table("months")} (${sql.ref("period")}, ${sql.ref("month")}, ${sql.ref("mStart")}, ${sql.ref("mEnd")}) as (values ${sql.join(
    periods.flatMap((months, period) => months.map((m) => sql`(${period}, ${m.month}, ${m.start}, ${m.end})`)),
  )})`;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** One property's month: what its stays, blocks and imported events take, and what its stays earn (whole units). */
export interface PropertyMonthSums {
  month: string;
  propertyId: number;
  /** Nights of confirmed stays. */
  stayNights: number;
  /** Nights imported calendar events take ("booked elsewhere"). */
  elsewhereNights: number;
  /** Nights staff blocks close. */
  blockedNights: number;
  /** The nights lines of the stays' quotes, each night's share. */
  nightsRevenue: number;
  /** Discounts from promo codes, and from the long-stay discount (positive amounts). */
  promoDiscounts: number;
  stayDiscounts: number;
  fees: number;
  taxes: number;
  /** What cancelled stays kept (paid in, less refunds made or owed), each night's share. */
  keptFromCancelled: number;
}

/**
 * Every property's months: stays (confirmed, and cancelled ones that kept money) spread night by night, so a stay
 * across a month end puts each night's share in its month. A stay's amount A over its N nights gives the
 * nights k..j (from its check-in) floor(A·j/N) − floor(A·k/N): whole units that add up to exactly A.
 * Several periods (a report's months and the same months a year earlier) are summed in one reading of the stays,
 * one list of rows per period.
 */
export async function sumPropertyMonths(periods: readonly (readonly ReportMonthSpan[])[], scope: ReportScope): Promise<PropertyMonthSums[][]> {
  const db = await getDb();
  const from = periods.map((months) => months[0].start).reduce((a, b) => (a < b ? a : b));
  const to = periods.map((months) => months[months.length - 1].end).reduce((a, b) => (a > b ? a : b));
  const b = (column: string) => `b.${column}`;
  const kept = sql<number>`sum(case
      when p.${sql.ref("kind")} = 'payment' and p.${sql.ref("status")} in ('succeeded', 'refunded') then p.${sql.ref("amount")}
      when p.${sql.ref("kind")} = 'refund' and p.${sql.ref("status")} in ('succeeded', 'pending') then -p.${sql.ref("amount")}
      else 0 end)`;
  const share = (amount: string) =>
    sql`${sql.ref(amount)} * ${sql.ref("z")} / ${sql.ref("n")} - ${sql.ref(amount)} * ${sql.ref("a")} / ${sql.ref("n")}`;
  const overlaps = sql`b.${sql.ref("startDate")} < ${to} and b.${sql.ref("endDate")} > ${from} and ${inScope(b("propertyId"), scope)}`;
  // Confirmed stays with their quote read once (q), and cancelled ones that kept money; the JSON is read for the
  // confirmed rows only, and the stays are materialised once rather than read again for every month they meet.
  const staysQuery = sql<Record<string, unknown>>`
    with ${monthsTable(periods)},
    confirmed as materialized (
      select b.${sql.ref("propertyId")} as ${sql.ref("propertyId")}, b.${sql.ref("startDate")} as s, b.${sql.ref("endDate")} as e,
        b.${sql.ref("total")} as total, ${jsonDocument(b("quote"))} as q
      from ${sql.table("bookingInquiries")} b
      where b.${sql.ref("status")} = 'confirmed' and ${overlaps}
    ),
    stays as materialized (
      select c.${sql.ref("propertyId")} as ${sql.ref("propertyId")}, c.s as s, c.e as e, ${daysBetween("c.s", "c.e")} as n, 1 as confirmed,
        coalesce(${jsonInteger("c.q", "subtotal")}, c.total, 0) as gross,
        coalesce(${jsonInteger("c.q", "discount")}, 0) as discount,
        case when ${jsonText("c.q", "promoCode")} is null then 0 else 1 end as promo,
        coalesce(${jsonInteger("c.q", "fees")}, 0) as fees,
        coalesce(${jsonInteger("c.q", "taxes")}, 0) as taxes,
        0 as kept
      from confirmed c
      union all
      select b.${sql.ref("propertyId")}, b.${sql.ref("startDate")}, b.${sql.ref("endDate")}, ${daysBetween(b("startDate"), b("endDate"))}, 0,
        0, 0, 0, 0, 0, ${kept}
      from ${sql.table("bookingInquiries")} b join ${sql.table("payments")} p on p.${sql.ref("inquiryId")} = b.${sql.ref("id")}
      where b.${sql.ref("status")} = 'cancelled' and ${overlaps}
      group by b.${sql.ref("id")}, b.${sql.ref("propertyId")}, b.${sql.ref("startDate")}, b.${sql.ref("endDate")}
      having ${kept} > 0
    ),
    parts as (
      select m.${sql.ref("period")} as ${sql.ref("period")}, m.${sql.ref("month")} as ${sql.ref("month")}, st.*,
        ${greatest(sql<number>`0`, daysBetween("st.s", `m.mStart`))} as a,
        ${least(sql.ref<number>("st.n"), daysBetween("st.s", `m.mEnd`))} as z
      from stays st join months m on st.s < m.${sql.ref("mEnd")} and st.e > m.${sql.ref("mStart")}
    )
    select ${sql.ref("period")}, ${sql.ref("month")}, ${sql.ref("propertyId")},
      sum(case when confirmed = 1 then z - a else 0 end) as ${sql.ref("stayNights")},
      sum(case when confirmed = 1 then ${share("gross")} else 0 end) as ${sql.ref("nightsRevenue")},
      sum(case when confirmed = 1 and promo = 1 then ${share("discount")} else 0 end) as ${sql.ref("promoDiscounts")},
      sum(case when confirmed = 1 and promo = 0 then ${share("discount")} else 0 end) as ${sql.ref("stayDiscounts")},
      sum(case when confirmed = 1 then ${share("fees")} else 0 end) as ${sql.ref("fees")},
      sum(case when confirmed = 1 then ${share("taxes")} else 0 end) as ${sql.ref("taxes")},
      sum(case when confirmed = 0 then ${share("kept")} else 0 end) as ${sql.ref("keptFromCancelled")}
    from parts group by ${sql.ref("period")}, ${sql.ref("month")}, ${sql.ref("propertyId")}
  `;
  const stays = await staysQuery.execute(db);

  const closed = await sql<Record<string, unknown>>`
    with ${monthsTable(periods)},
    ranges as materialized (
      select 'block' as source, ${sql.ref("propertyId")}, ${sql.ref("startDate")} as s, ${sql.ref("endDate")} as e from ${sql.table("calendarBlocks")}
        where ${sql.ref("startDate")} < ${to} and ${sql.ref("endDate")} > ${from} and ${inScope("propertyId", scope)}
      union all
      select 'event' as source, ${sql.ref("propertyId")}, ${sql.ref("startDate")} as s, ${sql.ref("endDate")} as e from ${sql.table("calendarEvents")}
        where ${sql.ref("startDate")} < ${to} and ${sql.ref("endDate")} > ${from} and ${inScope("propertyId", scope)}
    )
    select m.${sql.ref("period")} as ${sql.ref("period")}, m.${sql.ref("month")} as ${sql.ref("month")},
      r.${sql.ref("propertyId")} as ${sql.ref("propertyId")}, r.source as source,
      sum(${daysBetween(greatest("r.s", "m.mStart"), least("r.e", "m.mEnd"))}) as nights
    from ranges r join months m on r.s < m.${sql.ref("mEnd")} and r.e > m.${sql.ref("mStart")}
    group by m.${sql.ref("period")}, m.${sql.ref("month")}, r.${sql.ref("propertyId")}, r.source
  `.execute(db);

  const byKey = new Map<string, PropertyMonthSums>();
  const entry = (period: number, month: string, propertyId: number) => {
    const key = `${period}|${month}|${propertyId}`;
    let row = byKey.get(key);
    if (!row) {
      row = {
        month,
        propertyId,
        stayNights: 0,
        elsewhereNights: 0,
        blockedNights: 0,
        nightsRevenue: 0,
        promoDiscounts: 0,
        stayDiscounts: 0,
        fees: 0,
        taxes: 0,
        keptFromCancelled: 0,
      };
      byKey.set(key, row);
    }
    return row;
  };
  for (const r of stays.rows) {
    const row = entry(num(r.period), String(r.month), num(r.propertyId));
    row.stayNights = num(r.stayNights);
    row.nightsRevenue = num(r.nightsRevenue);
    row.promoDiscounts = num(r.promoDiscounts);
    row.stayDiscounts = num(r.stayDiscounts);
    row.fees = num(r.fees);
    row.taxes = num(r.taxes);
    row.keptFromCancelled = num(r.keptFromCancelled);
  }
  for (const r of closed.rows) {
    const row = entry(num(r.period), String(r.month), num(r.propertyId));
    if (r.source === "block") row.blockedNights = num(r.nights);
    else row.elsewhereNights = num(r.nights);
  }
  const rows = periods.map((): PropertyMonthSums[] => []);
  for (const [key, row] of byKey) rows[Number(key.split("|")[0])].push(row);
  return rows;
}

/** Confirmed stays checking in on a day of [from, to): their count, nights and booking lead times. */
export interface StaySums {
  stays: number;
  nights: number;
  /** Days from the day the inquiry came in (East Africa Time) to check-in: the middle one (or the mean of the two middle ones). */
  medianLeadDays: number | null;
  lead0to7: number;
  lead8to30: number;
  lead31to90: number;
  leadOver90: number;
}

export async function sumStays(from: string, to: string, scope: ReportScope): Promise<StaySums> {
  const db = await getDb();
  const stays = sql`
    select ${daysBetween("startDate", "endDate")} as n, ${daysBetween(businessDayOf("createdAt"), "startDate")} as lead
    from ${sql.table("bookingInquiries")}
    where ${sql.ref("status")} = 'confirmed' and ${sql.ref("startDate")} >= ${from} and ${sql.ref("startDate")} < ${to}
      and ${inScope("propertyId", scope)}`;
  const { rows } = await sql<Record<string, unknown>>`
    select count(*) as stays, coalesce(sum(n), 0) as nights,
      coalesce(sum(case when lead <= 7 then 1 else 0 end), 0) as l1,
      coalesce(sum(case when lead between 8 and 30 then 1 else 0 end), 0) as l2,
      coalesce(sum(case when lead between 31 and 90 then 1 else 0 end), 0) as l3,
      coalesce(sum(case when lead > 90 then 1 else 0 end), 0) as l4
    from (${stays}) t`.execute(db);
  const r = rows[0] ?? {};
  const count = num(r.stays);
  let medianLeadDays: number | null = null;
  if (count > 0) {
    const middle = await sql<{ lead: unknown }>`select lead from (${stays}) t order by lead limit 2 offset ${Math.floor((count - 1) / 2)}`.execute(
      db,
    );
    const leads = middle.rows.map((m) => num(m.lead));
    medianLeadDays = count % 2 === 1 ? leads[0] : (leads[0] + leads[1]) / 2;
  }
  return {
    stays: count,
    nights: num(r.nights),
    medianLeadDays,
    lead0to7: num(r.l1),
    lead8to30: num(r.l2),
    lead31to90: num(r.l3),
    leadOver90: num(r.l4),
  };
}

/** Inquiries that came in between two instants (UTC ISO): how many, by status and by who cancelled. */
export interface InquirySums {
  inquiries: number;
  pending: number;
  confirmed: number;
  cancelledByGuest: number;
  cancelledByStaff: number;
  /** Cancelled before who cancelled was kept. */
  cancelledUnknown: number;
}

export async function sumInquiries(since: string, before: string, scope: ReportScope): Promise<InquirySums> {
  const db = await getDb();
  const rows = await db
    .selectFrom("bookingInquiries")
    .select(["status", "cancelledBy", sql<number>`count(*)`.as("n")])
    .where("createdAt", ">=", since)
    .where("createdAt", "<", before)
    .where(inScope("propertyId", scope))
    .groupBy(["status", "cancelledBy"])
    .execute();
  const out: InquirySums = { inquiries: 0, pending: 0, confirmed: 0, cancelledByGuest: 0, cancelledByStaff: 0, cancelledUnknown: 0 };
  for (const row of rows) {
    const n = num(row.n);
    out.inquiries += n;
    if (row.status === "pending") out.pending += n;
    else if (row.status === "confirmed") out.confirmed += n;
    else if (row.status === "cancelled") {
      if (row.cancelledBy === "guest") out.cancelledByGuest += n;
      else if (row.cancelledBy === "staff") out.cancelledByStaff += n;
      else out.cancelledUnknown += n;
    }
  }
  return out;
}

/** Money that moved between two instants (UTC ISO), by method: payments received and refunds made. */
export interface MoneySums {
  received: Record<"card" | "mpesa" | "bank" | "cash", number>;
  refunded: number;
}

export async function sumMoneyMoved(since: string, before: string, scope: ReportScope): Promise<MoneySums> {
  const db = await getDb();
  const rows = await db
    .selectFrom("payments as p")
    .innerJoin("bookingInquiries as b", "b.id", "p.inquiryId")
    .select(["p.kind", "p.method", sql<number>`sum(${sql.ref("p.amount")})`.as("amount")])
    .where((eb) =>
      eb.or([
        eb.and([eb("p.kind", "=", "payment"), eb("p.status", "in", ["succeeded", "refunded"])]),
        eb.and([eb("p.kind", "=", "refund"), eb("p.status", "=", "succeeded")]),
      ]),
    )
    .where("p.settledAt", ">=", since)
    .where("p.settledAt", "<", before)
    .where(inScope("b.propertyId", scope))
    .groupBy(["p.kind", "p.method"])
    .execute();
  const out: MoneySums = { received: { card: 0, mpesa: 0, bank: 0, cash: 0 }, refunded: 0 };
  for (const row of rows) {
    if (row.kind === "refund") out.refunded += num(row.amount);
    else out.received[row.method] += num(row.amount);
  }
  return out;
}

/** What confirmed stays checking in on a day of [from, to) still owe today: their quoted total less what was paid (net of refunds). */
export async function sumBalancesOwed(from: string, to: string, scope: ReportScope): Promise<{ stays: number; amount: number }> {
  const db = await getDb();
  const { rows } = await sql<Record<string, unknown>>`
    select count(*) as stays, coalesce(sum(owed), 0) as amount from (
      select b.${sql.ref("total")} - (select coalesce(sum(case
          when p.${sql.ref("kind")} = 'payment' and p.${sql.ref("status")} in ('succeeded', 'refunded') then p.${sql.ref("amount")}
          when p.${sql.ref("kind")} = 'refund' and p.${sql.ref("status")} = 'succeeded' then -p.${sql.ref("amount")}
          else 0 end), 0) from ${sql.table("payments")} p where p.${sql.ref("inquiryId")} = b.${sql.ref("id")}) as owed
      from ${sql.table("bookingInquiries")} b
      where b.${sql.ref("status")} = 'confirmed' and b.${sql.ref("total")} is not null
        and b.${sql.ref("startDate")} >= ${from} and b.${sql.ref("startDate")} < ${to} and ${inScope("b.propertyId", scope)}
    ) t where owed > 0`.execute(db);
  return { stays: num(rows[0]?.stays), amount: num(rows[0]?.amount) };
}
