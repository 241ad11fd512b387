/*
 * A reservation's attachments through the HTTP layer on a real database: who uploads, reads and
 * deletes them (as the reservations), a PDF kept and served as a download, a picture re-encoded,
 * hostile files refused with nothing stored, five a reservation, and files gone with their
 * reservation.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingAttachment, BookingList, Itinerary } from '@pintrip/shared';
import {
  headersOf,
  makeCastContext,
  makeCastTrip,
  makeUser,
  requestAs,
  type Cast,
  type TestMethod,
  type TestUser,
} from '../../../test/builders.js';
import type { TestContext } from '../../../test/helpers.js';
import { makeImage, multipartBody, type UploadFile } from '../../../test/images.js';
import { tripFiles } from '../../db/schema.js';

/** A one-page PDF, as an airline's e-ticket would be. */
async function makePdf(text = 'E-ticket KE703 ICN-NRT'): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await document.save());
}

describe('reservation attachments', () => {
  let ctx: TestContext;
  let cast: Cast;
  let editor: TestUser;
  let viewer: TestUser;
  let pdf: Buffer;

  const req = (method: TestMethod, url: string, user: TestUser | null, payload?: unknown) =>
    requestAs(ctx, method, url, user, payload);

  const makeTrip = (isPublic = false) => makeCastTrip(ctx, cast, { editor, viewer }, isPublic);
  /** A trip with one reservation (the owner's); their ids. */
  const makeBooking = async (isPublic = false) => {
    const trip = await makeTrip(isPublic);
    const bookingId = randomUUID();
    const res = await req('PUT', `/api/itineraries/${trip.id}/bookings/${bookingId}`, cast.owner, {
      kind: 'flight',
      title: 'KE703 인천 → 나리타',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { trip, bookingId, base: `/api/itineraries/${trip.id}/bookings/${bookingId}/attachments` };
  };
  const upload = (base: string, user: TestUser | null, file: UploadFile) => {
    const body = multipartBody(file);
    return ctx.app.inject({
      method: 'POST',
      url: base,
      headers: headersOf(user, body.headers),
      payload: body.payload,
    });
  };
  const storedFor = async (bookingId: string) =>
    (
      await ctx.database.db
        .select({ id: tripFiles.id })
        .from(tripFiles)
        .where(eq(tripFiles.bookingId, bookingId))
    ).length;
  const list = async (trip: Itinerary, user: TestUser) =>
    ((await req('GET', `/api/itineraries/${trip.id}/bookings`, user)).json() as BookingList).items;

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    [editor, viewer] = await Promise.all([makeUser(ctx), makeUser(ctx)]);
    pdf = await makePdf();
  });
  afterAll(async () => ctx?.close());

  it('keeps a PDF as sent and serves it to members as a download under its name, never cached or sniffed', async () => {
    const { trip, bookingId, base } = await makeBooking();
    const res = await upload(base, editor, {
      name: '항공권 e-ticket.pdf',
      type: 'application/pdf',
      data: pdf,
    });
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json() as BookingAttachment;
    expect(attachment).toMatchObject({
      booking_id: bookingId,
      file_name: '항공권 e-ticket.pdf',
      content_type: 'application/pdf',
      byte_size: pdf.length,
      width: null,
      height: null,
      created_by: editor.id,
    });
    for (const user of [viewer, cast.inactive, cast.owner]) {
      const read = await req('GET', `${base}/${attachment.id}`, user);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(read.headers['cache-control']).toBe('private, no-store');
      expect(read.headers['x-content-type-options']).toBe('nosniff');
      expect(read.headers['content-disposition']).toBe(
        'attachment; filename="??? e-ticket.pdf"; filename*=UTF-8\'\'%ED%95%AD%EA%B3%B5%EA%B6%8C%20e-ticket.pdf',
      );
      expect(read.rawPayload.equals(pdf)).toBe(true);
    }
    const [listed] = await list(trip, viewer);
    expect(listed?.attachments).toEqual([attachment]);
  });

  it('re-encodes a picture as WebP without its metadata, named .webp, shown inline', async () => {
    const { base } = await makeBooking();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(base, cast.owner, { name: '바우처.JPG', type: 'image/jpeg', data: photo });
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json() as BookingAttachment;
    expect(attachment).toMatchObject({
      file_name: '바우처.webp',
      content_type: 'image/webp',
      width: 64,
      height: 48,
    });
    const read = await req('GET', `${base}/${attachment.id}`, viewer);
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.headers['content-disposition']).toMatch(/^inline; /);
    expect(read.rawPayload.includes('secret-gps-owner')).toBe(false);
    expect((await sharp(read.rawPayload).metadata()).format).toBe('webp');
  });

  it('who: a visitor 401; a stranger 404 on a private trip; a stranger and an admin 403 on a public one; a viewer and a deactivated editor read only', async () => {
    const own = await makeBooking();
    const created = (
      await upload(own.base, editor, { name: 'a.pdf', type: 'application/pdf', data: pdf })
    ).json() as BookingAttachment;
    const file = `${own.base}/${created.id}`;
    expect(
      (await upload(own.base, null, { name: 'a.pdf', type: 'application/pdf', data: pdf })).statusCode,
    ).toBe(401);
    expect((await req('GET', file, null)).statusCode).toBe(401);
    expect((await req('DELETE', file, null)).statusCode).toBe(401);
    expect(
      (await upload(own.base, cast.other, { name: 'a.pdf', type: 'application/pdf', data: pdf })).statusCode,
    ).toBe(404);
    expect((await req('GET', file, cast.other)).statusCode).toBe(404);
    expect((await req('DELETE', file, cast.other)).statusCode).toBe(404);
    for (const [user, code] of [
      [viewer, 'forbidden'],
      [cast.inactive, 'account_inactive'],
    ] as const) {
      const refused = await upload(own.base, user, { name: 'a.pdf', type: 'application/pdf', data: pdf });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe(code);
      expect((await req('DELETE', file, user)).statusCode).toBe(403);
      expect((await req('GET', file, user)).statusCode).toBe(200);
    }
    const open = await makeBooking(true);
    const shown = (
      await upload(open.base, cast.owner, { name: 'a.pdf', type: 'application/pdf', data: pdf })
    ).json() as BookingAttachment;
    for (const user of [cast.other, cast.admin]) {
      expect(
        (await upload(open.base, user, { name: 'a.pdf', type: 'application/pdf', data: pdf })).statusCode,
      ).toBe(403);
      expect((await req('GET', `${open.base}/${shown.id}`, user)).statusCode).toBe(403);
      expect((await req('DELETE', `${open.base}/${shown.id}`, user)).statusCode).toBe(403);
    }
    expect(await storedFor(own.bookingId)).toBe(1);
    expect(await storedFor(open.bookingId)).toBe(1);
  });

  it('refuses hostile files with a clear 4xx and stores nothing', async () => {
    const { bookingId, base } = await makeBooking();
    const jpeg = await makeImage('jpeg');
    const cases: [UploadFile, number, string, string][] = [
      [{ name: 'ticket.jpg', type: 'image/jpeg', data: pdf }, 415, 'file_type_unsupported', 'type_mismatch'],
      [
        { name: 'ticket.jpg', type: 'application/octet-stream', data: pdf },
        415,
        'file_type_unsupported',
        'type_mismatch',
      ],
      [
        { name: 'ticket.pdf', type: 'application/pdf', data: jpeg },
        415,
        'file_type_unsupported',
        'type_mismatch',
      ],
      [
        { name: 'photo.jpg', type: 'application/pdf', data: jpeg },
        415,
        'file_type_unsupported',
        'type_mismatch',
      ],
      [{ name: 'ticket', type: 'application/pdf', data: pdf }, 415, 'file_type_unsupported', 'type_mismatch'],
      [
        { name: 'ticket.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 not a document') },
        415,
        'file_type_unsupported',
        'pdf_invalid',
      ],
      [
        { name: 'ticket.pdf', type: 'application/pdf', data: pdf.subarray(0, pdf.length - 40) },
        415,
        'file_type_unsupported',
        'pdf_invalid',
      ],
      [
        { name: 'notes.txt', type: 'text/plain', data: Buffer.from('just text') },
        415,
        'file_type_unsupported',
        'unsupported',
      ],
      [
        {
          name: 'x.svg',
          type: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
        415,
        'file_type_unsupported',
        'unsupported',
      ],
      [
        { name: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) },
        400,
        'validation_failed',
        'empty',
      ],
      [
        { name: '../../etc/passwd.pdf', type: 'application/pdf', data: pdf },
        400,
        'validation_failed',
        'name_invalid',
      ],
      [
        { name: '..\\..\\boot.pdf', type: 'application/pdf', data: pdf },
        400,
        'validation_failed',
        'name_invalid',
      ],
      [
        { name: 'bell\u0007.pdf', type: 'application/pdf', data: pdf },
        400,
        'validation_failed',
        'name_invalid',
      ],
      [
        { name: 'invoice\u202Efdp.exe', type: 'application/pdf', data: pdf },
        400,
        'validation_failed',
        'name_invalid',
      ],
      [
        { name: `${'가'.repeat(130)}.pdf`, type: 'application/pdf', data: pdf },
        400,
        'validation_failed',
        'name_invalid',
      ],
    ];
    for (const [file, status, code, reason] of cases) {
      const res = await upload(base, editor, file);
      expect(res.statusCode, `${JSON.stringify(file.name)}: ${res.body}`).toBe(status);
      expect(res.json().error).toMatchObject({ code, fields: { file: reason } });
    }
    const huge = await upload(base, editor, {
      name: 'huge.pdf',
      type: 'application/pdf',
      data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('file_too_large');
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: base,
      headers: headersOf(editor),
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect(await storedFor(bookingId)).toBe(0);
  });

  it('holds five a reservation; deletes are idempotent; another reservation’s id is 404; files go with their reservation', async () => {
    const { trip, bookingId, base } = await makeBooking();
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const res = await upload(base, editor, { name: `${i}일차.pdf`, type: 'application/pdf', data: pdf });
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as BookingAttachment).id);
    }
    const sixth = await upload(base, editor, { name: '6.pdf', type: 'application/pdf', data: pdf });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.code).toBe('conflict');
    expect((await list(trip, editor))[0]?.attachments.map((a) => a.file_name)).toEqual([
      '1일차.pdf',
      '2일차.pdf',
      '3일차.pdf',
      '4일차.pdf',
      '5일차.pdf',
    ]);
    const other = await makeBooking();
    expect((await req('GET', `${other.base}/${ids[0]}`, cast.owner)).statusCode).toBe(404);
    expect((await req('DELETE', `${other.base}/${ids[0]}`, cast.owner)).statusCode).toBe(204);
    expect((await req('GET', `${base}/${randomUUID()}`, cast.owner)).statusCode).toBe(404);
    expect(
      (
        await upload(`/api/itineraries/${trip.id}/bookings/${randomUUID()}/attachments`, editor, {
          name: 'a.pdf',
          type: 'application/pdf',
          data: pdf,
        })
      ).statusCode,
    ).toBe(404);
    expect((await req('DELETE', `${base}/${ids[0]}`, editor)).statusCode).toBe(204);
    expect((await req('DELETE', `${base}/${ids[0]}`, editor)).statusCode).toBe(204);
    expect((await req('GET', `${base}/${ids[0]}`, editor)).statusCode).toBe(404);
    expect(await storedFor(bookingId)).toBe(4);
    expect(
      (await upload(base, editor, { name: '다시.pdf', type: 'application/pdf', data: pdf })).statusCode,
    ).toBe(201);
    expect(
      (await req('DELETE', `/api/itineraries/${trip.id}/bookings/${bookingId}`, editor)).statusCode,
    ).toBe(204);
    expect(await storedFor(bookingId)).toBe(0);
  });
});
