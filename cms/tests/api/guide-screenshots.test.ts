import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { api } from '../support/api';
import { db } from '../support/database';
import { TEST_CMS_ADMIN } from '../support/test-env';
import { GUIDE_SCREENS, GUIDE_STEPS } from '../../src/seed/data/guide-steps';

// A WebP's size, from its header (lossy VP8, or the extended format's canvas).
const webpSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  const chunk = bytes.subarray(12, 16).toString();
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  expect(chunk).toBe('VP8 ');
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
};

type GuideStep = { position: number; caption: string; image_url: string | null; image_width: number | null; image_height: number | null };

// Editors' media: served by the cms from /uploads, or from their public bucket's address
// (S3_MEDIA_URL) when they are kept in object storage (API_STORAGE=s3).
const MEDIA_URL = process.env.S3_MEDIA_URL || '/uploads';
const media = (url: string) => {
  const { origin, pathname } = new URL(url, process.env.CMS_TEST_URL);
  return request(origin).get(pathname);
};

const guide = async () => (await api().get('/api/portal-content').expect(200)).body.guide_steps as GuideStep[];

describe('[CONTENT][GUIDE]: the how-to-apply screenshots', () => {
  it('seeds every step with its screenshot of the real screen: in order, sized, a small WebP in the media library', async () => {
    const steps = await guide();
    expect(steps.map((step) => step.caption)).toEqual(GUIDE_STEPS.map((step) => step.caption));
    const inMedia = (url: string | null) => (url?.startsWith(`${MEDIA_URL}/`) ? url.slice(MEDIA_URL.length + 1) : null);
    expect(steps.map((step) => /^guide_([a-z]+)_[0-9a-f]{10}\.webp$/.exec(inMedia(step.image_url) ?? '')?.[1])).toEqual([...GUIDE_SCREENS]);

    for (const step of steps) {
      expect(step.image_width).toBe(360);
      expect(step.image_height).toBeGreaterThan(300);
      const image = await media(step.image_url!).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.body.length).toBeLessThan(60_000);
      expect(webpSize(image.body)).toEqual({ width: step.image_width, height: step.image_height });
    }
    // Media-library files, their text the caption.
    const files = await db()('files').whereIn('url', steps.map((step) => step.image_url!)).select('alternative_text', 'url');
    expect(files).toHaveLength(steps.length);
    for (const step of steps) expect(files.find((file) => file.url === step.image_url)?.alternative_text).toBe(step.caption);
  });

  it("lets an editor replace a step's screenshot in the admin panel, and the guide shows the new one", async () => {
    const { body: login } = await api().post('/admin/login').send(TEST_CMS_ADMIN).expect(200);
    const editor = { Authorization: `Bearer ${login.data.token as string}` };
    // Any image will do: the dashboard's screenshot, uploaded again as a new file.
    const picture = fs.readFileSync(path.resolve(__dirname, '../../src/seed/guide-screens/dashboard.webp'));
    const { body: uploaded } = await api().post('/upload').set(editor).attach('files', picture, 'new-sign-in.webp').expect(201);

    const step = await db()('guide_steps').where({ position: 4 }).first('document_id');
    const before = (await guide())[3];
    const entry = `/content-manager/collection-types/api::portal.guide-step/${step.document_id}`;
    const original = (await db()('files').where({ url: before.image_url }).first('id')).id;
    try {
      await api().put(entry).set(editor).send({ image: uploaded[0].id }).expect(200);
      const after = (await guide())[3];
      expect(after).toMatchObject({ caption: before.caption, image_url: uploaded[0].url, image_width: uploaded[0].width, image_height: uploaded[0].height });
    } finally {
      await api().put(entry).set(editor).send({ image: original }).expect(200);
      await api().delete(`/upload/files/${uploaded[0].id}`).set(editor).expect(200);
    }
    expect((await guide())[3]).toEqual(before);
  });
});
