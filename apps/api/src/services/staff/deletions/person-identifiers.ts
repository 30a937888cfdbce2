import { and, inArray, ne, sql } from 'drizzle-orm';
import { accounts, type Db } from '@rishta/db';

export interface PersonContacts {
  accountId: number;
  username: string;
  contactNumber: string;
  whatsappNumber: string;
  email: string | null;
}

/** Compared in lower case and trimmed, so 'Name@Mail.com ' in a feedback row still matches. */
export const comparable = (value: string) => value.trim().toLowerCase();

/**
 * The strings that tie rows without a foreign key to the person: OTPs and OTP holds are kept per
 * username, the outbox per recipient, and feedback carries a typed number and e-mail. A value that
 * is another account's username belongs to that account (a parent's number given as the contact),
 * so its rows are left alone.
 */
export async function personIdentifiers(tx: Db, person: PersonContacts): Promise<string[]> {
  const values = [
    ...new Set(
      [person.username, person.contactNumber, person.whatsappNumber, person.email]
        .filter((v): v is string => Boolean(v?.trim()))
        .map(comparable),
    ),
  ];
  const others = await tx
    .select({ username: accounts.username })
    .from(accounts)
    .where(and(inArray(sql`lower(${accounts.username})`, values), ne(accounts.id, person.accountId)));
  const theirs = new Set(others.map((o) => comparable(o.username)));
  return values.filter((v) => !theirs.has(v));
}
