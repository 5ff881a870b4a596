import { crc32, deflateSync } from 'node:zlib';
import { RESUME_PHOTO_LIMITS } from '@jobsite/domain/constants';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../support/pdf';
import { type JobFixtures, multipartBody, storedFiles } from './fixtures';
import { type Account, codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

const UPLOAD = `mutation ($input: UploadResumePhotoInput!) {
  uploadResumePhoto(input: $input) { resume { id photo { contentType width height dataUrl } } }
}`;
const REMOVE = `mutation ($id: ID!) {
  removeResumePhoto(input: { resumeId: $id }) { resume { id photo { dataUrl } } }
}`;
const SEND_DOCUMENT = `mutation ($input: CreateUserDocumentMessageInput!) {
  createUserDocumentMessage(input: $input) {
    message { id contentType file { name contentType url } } room { id }
  }
}`;

type Answer = {
  status: number;
  data?: { uploadResumePhoto: { resume: { photo: { dataUrl: string; width: number } | null } } };
  errors?: Array<{ message: string; extensions: { code: string } }>;
};

/** A PNG whose header claims `width` × `height` pixels, with one tiny compressed row. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const decode = (dataUrl: string) =>
  Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');

describe('members: the resume photo', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  let member: Account;
  let other: Account;
  let resumeId: string;
  let otherResumeId: string;
  withMemberApi((suite) => ({ api, jobs } = suite));

  const createResume = async (account: Account) =>
    dataOf(
      await api.gql(
        'mutation { createResume(input: { name: "写真つき" }) { resume { id } } }',
        {},
        account.idToken,
      ),
    ).createResume.resume.id as string;

  const upload = async (
    file: { name: string; type: string; content: Buffer },
    id = resumeId,
    account = member,
  ): Promise<Answer> => {
    const body = multipartBody(UPLOAD, { input: { resumeId: id } }, file);
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...body.headers, 'token-type': 'end-user', authorization: account.idToken },
      payload: body.payload,
    });
    return { status: response.statusCode, ...response.json() };
  };

  beforeAll(async () => {
    member = await api.member();
    other = await api.member({ name: '佐藤 花子' });
    resumeId = await createResume(member);
    otherResumeId = await createResume(other);
  });

  it('stores a 3:4 JPEG without the EXIF (no GPS) of the upload, and shows it', async () => {
    const original = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#2255aa' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'GPS-1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 40/1 0/1' },
      })
      .toBuffer();
    // The fixture really carries the location the stored photo must lose.
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from('GPS-1'))).toBe(true);
    expect(original.includes(Buffer.from('TestCam'))).toBe(true);

    // Declared as something else: the bytes decide.
    const answer = await upload({ name: 'me.txt', type: 'text/plain', content: original });
    expect(answer.errors).toBeUndefined();
    const photo = answer.data!.uploadResumePhoto.resume.photo!;
    expect(photo).toMatchObject({
      contentType: 'image/jpeg',
      ...RESUME_PHOTO_LIMITS.stored,
    });
    const stored = decode(photo.dataUrl);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', ...RESUME_PHOTO_LIMITS.stored });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    expect(storedFiles(api.dataDir)).toHaveLength(1);

    // The PDF draws the stored photo.
    const pdf = dataOf(
      await api.gql(
        'query ($id: ID!) { resumePdf(id: $id) { base64 } }',
        { id: resumeId },
        member.idToken,
      ),
    ).resumePdf;
    const images = (await readPdf(new Uint8Array(Buffer.from(pdf.base64, 'base64')))).images;
    expect(images).toHaveLength(1);
    expect(Buffer.from(images[0]!.bytes).equals(stored)).toBe(true);
  });

  it('replaces the photo with a PNG and keeps one file', async () => {
    const png = await sharp({
      create: { width: 300, height: 400, channels: 4, background: '#ff000080' },
    })
      .png()
      .toBuffer();
    const answer = await upload({ name: 'me.png', type: 'image/png', content: png });
    expect(answer.errors).toBeUndefined();
    const stored = decode(answer.data!.uploadResumePhoto.resume.photo!.dataUrl);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    expect(storedFiles(api.dataDir)).toHaveLength(1);
  });

  it('refuses other types, large files and image bombs, and keeps the photo it had', async () => {
    const before = dataOf(
      await api.gql(`{ endUserViewer { resumes { photo { dataUrl } } } }`, {}, member.idToken),
    ).endUserViewer.resumes[0].photo.dataUrl;
    const gif = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const refusals: Array<[string, { name: string; type: string; content: Buffer }, string]> = [
      ['a GIF', { name: 'me.gif', type: 'image/gif', content: gif }, 'PHOTO_TYPE_NOT_ALLOWED'],
      [
        'a PDF renamed .jpg',
        { name: 'me.jpg', type: 'image/jpeg', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
        'PHOTO_TYPE_NOT_ALLOWED',
      ],
      [
        'an empty file',
        { name: 'me.jpg', type: 'image/jpeg', content: Buffer.alloc(0) },
        'PHOTO_TYPE_NOT_ALLOWED',
      ],
      [
        'a file over the limit',
        {
          name: 'big.jpg',
          type: 'image/jpeg',
          content: Buffer.alloc(RESUME_PHOTO_LIMITS.maxBytes + 1, 0xff),
        },
        'PHOTO_TOO_LARGE',
      ],
      [
        // Larger than any upload: refused by its announced length before a byte is read.
        'a 20 MB file',
        { name: 'huge.jpg', type: 'image/jpeg', content: Buffer.alloc(20 * 1024 * 1024, 0xff) },
        'ATTACHMENT_TOO_LARGE',
      ],
      [
        'a small PNG claiming 60000 × 60000 pixels',
        { name: 'bomb.png', type: 'image/png', content: pngClaiming(60_000, 60_000) },
        'PHOTO_DIMENSIONS_TOO_LARGE',
      ],
      [
        'a PNG over the pixel count within the side limit',
        { name: 'wide.png', type: 'image/png', content: pngClaiming(8000, 8000) },
        'PHOTO_DIMENSIONS_TOO_LARGE',
      ],
    ];
    for (const [what, file, code] of refusals) {
      const answer = await upload(file);
      expect(answer.status, what).toBeLessThan(500);
      expect(answer.errors?.[0]?.extensions.code, what).toBe(code);
      expect(answer.errors?.[0]?.message, what).toMatch(
        code === 'ATTACHMENT_TOO_LARGE' ? /MBまで/ : /写真/,
      );
    }
    const after = dataOf(
      await api.gql(`{ endUserViewer { resumes { photo { dataUrl } } } }`, {}, member.idToken),
    ).endUserViewer.resumes[0].photo.dataUrl;
    expect(after).toBe(before);
    expect(storedFiles(api.dataDir)).toHaveLength(1);
  });

  it("answers NOT_FOUND for another member's resume, reading nothing", async () => {
    const png = await sharp({ create: { width: 3, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const answer = await upload({ name: 'x.png', type: 'image/png', content: png }, otherResumeId);
    expect(answer.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(codeOf(await api.gql(REMOVE, { id: resumeId }, other.idToken))).toBe('NOT_FOUND');
    expect(
      dataOf(
        await api.gql(`{ endUserViewer { resumes { photo { dataUrl } } } }`, {}, other.idToken),
      ).endUserViewer.resumes[0].photo,
    ).toBeNull();
  });

  it('sends the resume as a PDF drawn now into a room, which the company side lists', async () => {
    const roomId = dataOf(
      await api.gql(
        'mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { room { id } } } }',
        { id: String(jobs.open[0]) },
        member.idToken,
      ),
    ).createEntry.entry.room.id;
    const clientMessageId = '8a6e0804-2bd0-4c38-9a6b-1a3f6a1c9d11';
    const input = { roomId, kind: 'RESUME', documentId: resumeId, clientMessageId };
    const sent = dataOf(
      await api.gql(SEND_DOCUMENT, { input }, member.idToken),
    ).createUserDocumentMessage;
    expect(sent.message).toMatchObject({
      contentType: 'FILE',
      file: { name: '履歴書_写真つき.pdf', contentType: 'application/pdf' },
    });
    // A retry with the same key answers the same message.
    const again = dataOf(
      await api.gql(SEND_DOCUMENT, { input }, member.idToken),
    ).createUserDocumentMessage;
    expect(again.message.id).toBe(sent.message.id);

    const listed = await api.ops('attachments', { room: roomId });
    expect(listed.status).toBe(200);
    expect(listed.body.result.files).toEqual([
      expect.objectContaining({
        messageId: Number(sent.message.id),
        sentByMember: true,
        name: '履歴書_写真つき.pdf',
        contentType: 'application/pdf',
      }),
    ]);
    const link = dataOf(
      await api.gql(
        'query ($id: ID!) { fetchMessageAttachedFile(messageId: $id) { url } }',
        { id: sent.message.id },
        member.idToken,
      ),
    ).fetchMessageAttachedFile.url;
    const download = await api.app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    const pdf = await readPdf(new Uint8Array(download.rawPayload));
    expect(pdf.pages[0]).toContain('履 歴 書');
    expect(pdf.images).toHaveLength(1);

    // Someone else's document or room: NOT_FOUND, nothing sent.
    const foreign = { roomId, kind: 'CAREER_SHEET', documentId: otherResumeId };
    expect(codeOf(await api.gql(SEND_DOCUMENT, { input: foreign }, member.idToken))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(
        await api.gql(
          SEND_DOCUMENT,
          { input: { roomId, kind: 'RESUME', documentId: otherResumeId } },
          other.idToken,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect((await api.ops('attachments', { room: roomId })).body.result.files).toHaveLength(1);
  });

  it('removes the photo and its file', async () => {
    const removed = dataOf(
      await api.gql(REMOVE, { id: resumeId }, member.idToken),
    ).removeResumePhoto;
    expect(removed.resume.photo).toBeNull();
    // The PDF sent to the room stays; the photo file is gone.
    expect(storedFiles(api.dataDir)).toHaveLength(1);
    expect(
      dataOf(await api.gql(REMOVE, { id: resumeId }, member.idToken)).removeResumePhoto.resume
        .photo,
    ).toBeNull();
  });
});
