import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';

/**
 * Sends a document image (or a photo) to someone allowed to see it. From S3: a redirect to a
 * one-minute URL on the store's own origin. From local disk: the bytes, sandboxed, never sniffed,
 * never cached, and an SVG only as a download, so nothing can run from our origin. A photo behind
 * an expiring link (src/server/photo-links.ts) may stay in the person's own browser until the
 * link ends, `privateSeconds`, so a phone fetches it once rather than on every screen.
 */
export async function sendDocumentImage(
  reply: FastifyReply,
  storage: StorageProvider,
  image: { key: string; contentType: string | null; privateSeconds?: number },
) {
  const isSvg = image.contentType === 'image/svg+xml';
  const presigned = await storage.presignedGetUrl(
    image.key,
    image.privateSeconds ?? 60,
    isSvg ? 'national-id.svg' : undefined,
  );
  reply.header(
    'Cache-Control',
    image.privateSeconds ? `private, max-age=${image.privateSeconds}` : 'private, no-store',
  );
  if (presigned) return reply.redirect(presigned, 302);
  const bytes = await storage.get(image.key);
  if (!bytes) throw new AppError('document_image_missing');
  return reply
    .header('Content-Type', image.contentType ?? 'application/octet-stream')
    .header(
      'Content-Security-Policy',
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', isSvg ? 'attachment; filename="national-id.svg"' : 'inline')
    .send(bytes);
}
