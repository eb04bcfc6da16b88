import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentReviews,
  registrationDocuments,
  uploads,
  users,
} from '../../src/server/db/schema.ts';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, SVG_BYTES } from '../helpers/images.ts';
import { json, newPhone, signUp } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const agentPhone = newPhone();
let agent: { phone: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({
    API_RATE_LIMIT_PER_MINUTE: '0',
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    AGENT_PHONES: agentPhone,
  });
  agent = await signUp(t.app, agentPhone, {
    fullName: 'Agnes Agent',
    nationalIdNumber: '10000001',
    gender: 'Female',
  });
});
afterAll(() => t.close());

const uploadUrl = async (cookie: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Objects/GetUploadUrl',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadId: string; uploadURL: string };
};
const put = (cookie: string, url: string, bytes: Buffer, type = 'image/png') =>
  t.app.inject({ method: 'PUT', url, headers: { cookie, 'content-type': type }, payload: bytes });
const processUpload = (cookie: string, uploadId: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/Documents/ProcessUploadedDocument',
    ...json({ uploadId, documentType: 'National ID', documentURL: 'x' }, { cookie }),
  });
const save = (cookie: string, documentImageUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Documents/SaveUserDocument',
    ...json(
      { documentType: 'National ID', documentNumber: 'temp-123', documentImageUrl },
      { cookie },
    ),
  });

/** The whole flow of the documents screen; answers the saved document. */
async function submitId(cookie: string, bytes: Buffer, type: string) {
  const { uploadId, uploadURL } = await uploadUrl(cookie);
  expect(uploadURL).toMatch(new RegExp(`^/api/uploads/${uploadId}\\?signature=`));
  const sent = await put(cookie, uploadURL, bytes, type);
  expect(sent.statusCode).toBe(200);
  const processed = await processUpload(cookie, uploadId);
  expect(processed.statusCode).toBe(200);
  const saved = await save(cookie, processed.json().objectPath);
  expect(saved.statusCode).toBe(200);
  return saved.json() as { id: string; verificationStatus: string; documentNumber: string };
}

describe('uploading a National ID', () => {
  it.each([
    ['a PNG', PNG_BYTES, 'image/png'],
    ['a JPEG', JPEG_BYTES, 'image/jpeg'],
    ['an SVG', SVG_BYTES, 'image/svg+xml'],
  ])(
    'accepts %s and records it as pending with the registered ID number',
    async (_kind, bytes, type) => {
      const { cookie } = await signUp(t.app, newPhone(), {
        fullName: 'Baraka Mwangi',
        nationalIdNumber: '33221100',
        gender: 'Male',
      });
      const document = await submitId(cookie, bytes, type);
      expect(document).toMatchObject({ verificationStatus: 'pending', documentNumber: '33221100' });
      const mine = await t.app.inject({
        url: '/api/Documents/GetUserDocuments',
        headers: { cookie },
      });
      expect(mine.json()).toEqual([
        expect.objectContaining({ id: document.id, verificationStatus: 'pending' }),
      ]);
      const image = await t.app.inject({
        url: `/api/Documents/${document.id}/image`,
        headers: { cookie },
      });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(bytes)).toBe(true);
      expect(image.headers['content-type']).toBe(type);
      expect(image.headers['content-security-policy']).toMatch(/^sandbox/);
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-disposition']).toBe(
        type === 'image/svg+xml' ? 'attachment; filename="national-id.svg"' : 'inline',
      );
    },
  );

  it('judges the bytes, not the declared type: a PDF sent as image/png is refused', async () => {
    const { cookie } = await signUp(t.app);
    const { uploadURL } = await uploadUrl(cookie);
    const res = await put(cookie, uploadURL, PDF_BYTES, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'document_invalid_type',
      message: 'Please select an image file (SVG, PNG, JPG).',
    });
  });

  it('refuses a file of 5 MB + 1 byte, and takes one of exactly 5 MB', async () => {
    const { cookie } = await signUp(t.app);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_BYTES.length)]);
    const tooBig = await put(cookie, (await uploadUrl(cookie)).uploadURL, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 'document_too_large',
      message: 'Please select a file smaller than 5MB.',
    });
    const exact = await put(
      cookie,
      (await uploadUrl(cookie)).uploadURL,
      big.subarray(0, 5 * 1024 * 1024),
    );
    expect(exact.statusCode).toBe(200);
  });

  it('refuses an upload URL used twice, or expired', async () => {
    const { cookie } = await signUp(t.app);
    const { uploadId, uploadURL } = await uploadUrl(cookie);
    expect((await put(cookie, uploadURL, PNG_BYTES)).statusCode).toBe(200);
    const again = await put(cookie, uploadURL, PNG_BYTES);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'upload_used',
      message: 'This upload link was already used. Please start the upload again.',
    });
    expect((await processUpload(cookie, uploadId)).statusCode).toBe(200);
    expect((await processUpload(cookie, uploadId)).statusCode).toBe(409);

    const late = await uploadUrl(cookie);
    await t.database.db
      .update(uploads)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(uploads.id, late.uploadId));
    const expired = await put(cookie, late.uploadURL, PNG_BYTES);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      code: 'upload_expired',
      message: 'This upload link has expired. Please start the upload again.',
    });
  });

  it("refuses another user's upload, and a forged signature", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { uploadId, uploadURL } = await uploadUrl(owner.cookie);
    const stolen = await put(other.cookie, uploadURL, PNG_BYTES);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({
      code: 'upload_not_yours',
      message: 'This upload does not belong to you.',
    });
    const forged = await put(
      owner.cookie,
      `/api/uploads/${uploadId}?signature=${'A'.repeat(43)}`,
      PNG_BYTES,
    );
    expect(forged.statusCode).toBe(403);
    expect((await put(owner.cookie, uploadURL, PNG_BYTES)).statusCode).toBe(200);
    const processedByOther = await processUpload(other.cookie, uploadId);
    expect(processedByOther.statusCode).toBe(403);
    const objectPath = (await processUpload(owner.cookie, uploadId)).json().objectPath;
    expect((await save(other.cookie, objectPath)).statusCode).toBe(400);
  });

  it('needs a signed-in user for every step', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Objects/GetUploadUrl' })).statusCode,
    ).toBe(401);
    const { cookie } = await signUp(t.app);
    const { uploadURL } = await uploadUrl(cookie);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: uploadURL,
          headers: { 'content-type': 'image/png' },
          payload: PNG_BYTES,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('allows one document waiting at a time, and a new one after a rejection', async () => {
    const { cookie } = await signUp(t.app);
    const first = await submitId(cookie, PNG_BYTES, 'image/png');
    const { uploadId, uploadURL } = await uploadUrl(cookie);
    await put(cookie, uploadURL, JPEG_BYTES, 'image/jpeg');
    const objectPath = (await processUpload(cookie, uploadId)).json().objectPath;
    const waiting = await save(cookie, objectPath);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({
      code: 'document_already_pending',
      message: 'Your National ID is already waiting for an agent to check it.',
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${first.id}/reject`,
      ...json({ reason: 'The photo is blurred or too dark to read.' }, { cookie: agent.cookie }),
    });
    expect((await save(cookie, objectPath)).statusCode).toBe(200);
  });
});

describe('the agents', () => {
  it("are the only ones who may use /api/admin or see another person's document", async () => {
    const owner = await signUp(t.app);
    const document = await submitId(owner.cookie, PNG_BYTES, 'image/png');
    const stranger = await signUp(t.app);
    for (const [method, url, body] of [
      ['GET', '/api/admin/documents', undefined],
      ['GET', '/api/admin/documents?status=approved', undefined],
      ['GET', `/api/admin/documents/${document.id}/image`, undefined],
      ['POST', `/api/admin/documents/${document.id}/approve`, undefined],
      ['POST', `/api/admin/documents/${document.id}/reject`, { reason: 'nope nope' }],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: owner.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        payload: body ? JSON.stringify(body) : undefined,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        code: 'agents_only',
        message: 'Only verification agents can do this.',
      });
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const peek = await t.app.inject({
      url: `/api/Documents/${document.id}/image`,
      headers: { cookie: stranger.cookie },
    });
    expect(peek.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          url: `/api/Documents/${document.id}/image`,
          headers: { cookie: agent.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const [stillPending] = await t.database.db
      .select()
      .from(registrationDocuments)
      .where(eq(registrationDocuments.id, document.id));
    expect(stillPending?.verificationStatus).toBe('pending');
  });

  it('see the queue oldest first, with the image, name, phone and National ID number', async () => {
    const a = await signUp(t.app, newPhone(), {
      fullName: 'Akinyi Oduor',
      nationalIdNumber: '11112222',
      gender: 'Female',
    });
    const b = await signUp(t.app, newPhone(), {
      fullName: 'Barasa Wekesa',
      nationalIdNumber: '33334444',
      gender: 'Male',
    });
    const first = await submitId(a.cookie, PNG_BYTES, 'image/png');
    const second = await submitId(b.cookie, JPEG_BYTES, 'image/jpeg');
    const queue = (
      await t.app.inject({
        url: '/api/admin/documents?status=pending&limit=100',
        headers: { cookie: agent.cookie },
      })
    ).json();
    const ids = queue.map((d: { id: string }) => d.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.find((d: { id: string }) => d.id === first.id)).toMatchObject({
      user: { fullName: 'Akinyi Oduor', phoneNumber: a.phone, nationalId: '11112222' },
      imageUrl: `/api/admin/documents/${first.id}/image`,
    });
    const image = await t.app.inject({
      url: `/api/admin/documents/${first.id}/image`,
      headers: { cookie: agent.cookie },
    });
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('lets no agent review their own document', async () => {
    const document = await submitId(agent.cookie, PNG_BYTES, 'image/png');
    for (const decision of ['approve', 'reject']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/documents/${document.id}/${decision}`,
        ...(decision === 'reject'
          ? json({ reason: 'The photo is blurred.' }, { cookie: agent.cookie })
          : { headers: { cookie: agent.cookie } }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'own_document_review',
        message: 'Another agent must review your own documents.',
      });
    }
    const [doc] = await t.database.db
      .select()
      .from(registrationDocuments)
      .where(eq(registrationDocuments.id, document.id));
    expect(doc?.verificationStatus).toBe('pending');
  });

  it('approve: the document and the person change exactly as specified, with one SMS', async () => {
    const person = await signUp(t.app);
    const document = await submitId(person.cookie, PNG_BYTES, 'image/png');
    const [before] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, person.phone));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${document.id}/approve`,
      headers: { cookie: agent.cookie },
    });
    expect(res.statusCode).toBe(200);
    const [doc] = await t.database.db
      .select()
      .from(registrationDocuments)
      .where(eq(registrationDocuments.id, document.id));
    const [agentRow] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, agent.phone));
    expect(doc).toMatchObject({
      verificationStatus: 'approved',
      verifiedBy: agentRow!.id,
      rejectionReason: null,
    });
    expect(doc?.verifiedAt).toBeInstanceOf(Date);
    const [after] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, person.phone));
    expect(after).toEqual({
      ...before,
      isVerified: true,
      isDriver: true,
      verifiedFullName: before?.fullName,
      updatedAt: expect.any(Date),
    });
    const sms = (
      await t.app.inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(person.phone)}` })
    ).json();
    expect(sms.filter((m: { message: string }) => m.message.includes('National ID'))).toHaveLength(
      1,
    );
    expect(sms[0].message).toContain('Verified Driver');
    const [review] = await t.database.db
      .select()
      .from(documentReviews)
      .where(eq(documentReviews.documentId, document.id));
    expect(review).toMatchObject({ decision: 'approved', agentId: agentRow!.id, reason: null });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${document.id}/approve`,
      headers: { cookie: agent.cookie },
    });
    expect(twice.statusCode).toBe(409);
    const status = (
      await t.app.inject({
        url: '/api/auth/check-driver-license',
        headers: { cookie: person.cookie },
      })
    ).json();
    expect(status).toMatchObject({
      isDriver: true,
      isVerified: true,
      canScheduleRides: true,
      documentStatus: 'approved',
    });
  });

  it('reject: needs a reason, keeps the person unverified, sends one SMS with the reason', async () => {
    const person = await signUp(t.app);
    const document = await submitId(person.cookie, PNG_BYTES, 'image/png');
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${document.id}/reject`,
      ...json({ reason: ' ' }, { cookie: agent.cookie }),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({
      code: 'invalid_request',
      message: 'Please give a reason of 3 to 300 characters.',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${document.id}/reject`,
      ...json({ reason: 'The whole ID card is not in the picture.' }, { cookie: agent.cookie }),
    });
    expect(res.json()).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'The whole ID card is not in the picture.',
    });
    const [after] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, person.phone));
    expect(after).toMatchObject({ isVerified: false, isDriver: false });
    const sms = (
      await t.app.inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(person.phone)}` })
    ).json();
    expect(sms[0].message).toContain('The whole ID card is not in the picture.');
    expect(sms.filter((m: { message: string }) => m.message.includes('National ID'))).toHaveLength(
      1,
    );
    const mine = (
      await t.app.inject({
        url: '/api/Documents/GetUserDocuments',
        headers: { cookie: person.cookie },
      })
    ).json();
    expect(mine[0]).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'The whole ID card is not in the picture.',
    });
  });
});
