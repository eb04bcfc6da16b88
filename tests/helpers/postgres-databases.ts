import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the TEST_DATABASE_URL server, and how to drop it: empty, or a copy of the
 * database `template`.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `pamoja_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
