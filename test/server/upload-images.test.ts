// Every uploaded image is drawn anew as it arrives (server/lib/http/image-upload.ts cleanUpload, called by the multipart
// parser for every route): a phone's photo is kept upright, at most 2048 px, in its own format, without the metadata
// that says where and with what it was taken; a file with a picture's first bytes that is no picture is refused with
// the format message; a stored upload is also served as a WebP thumbnail (`?w=`, one of PICTURE_WIDTHS).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUpload } from '../../server/lib/http/image-upload.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { pictureOf } from '../support/images.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A 3000 × 1000 camera photo held on its side (EXIF orientation 6), with the camera and a place in its metadata. */
const cameraPhoto = () =>
  sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#c84' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Snap 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
    .toBuffer();

async function newCustomer(phone: string) {
  await server.setConfig({ centralize_login: { phone_verification_status: 0 } });
  const res = await server.call('signUp', { body: { name: 'Photo Person', phone, password: 'secret123' } });
  await server.setConfig({ centralize_login: { phone_verification_status: 1 } });
  return res.body.token as string;
}

async function uploadPhoto(token: string, bytes: Buffer, type: string) {
  const fd = new FormData();
  fd.append('name', 'Photo Person');
  fd.append('image', new Blob([new Uint8Array(bytes)], { type }));
  return server.call('updateProfile', { token, body: fd });
}

describe('cleanUpload', () => {
  it('turns a photo upright, fits it in 2048 px and drops its metadata', async () => {
    const photo = await cameraPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const kept = await cleanUpload(photo);
    expect(await pictureOf(kept)).toEqual({ format: 'jpeg', width: 683, height: 2048, exif: false });
    expect((await sharp(kept).metadata()).orientation).toBeUndefined();
  });

  it('keeps an animated gif animated', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 16, height: 32, channels: 4, background } })
        .gif()
        .toBuffer();
    const frames = await sharp([await frame('#08f'), await frame('#f80')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(frames, { animated: true }).metadata()).pages).toBe(2);
    const kept = await cleanUpload(frames);
    expect((await sharp(kept, { animated: true }).metadata()).pages).toBe(2);
  });

  it('keeps a png that a browser shows although a checksum in it is wrong', async () => {
    // the tiny png many pages embed: libpng reads it with a warning, browsers draw it
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8z8AAAQMBAQCbX0W1AAAAAElFTkSuQmCC',
      'base64',
    );
    expect(await pictureOf(await cleanUpload(png))).toEqual({ format: 'png', width: 1, height: 1, exif: false });
  });

  it('leaves what is no jpg, png or gif as it came, and empties a "png" that is no picture', async () => {
    const webp = Buffer.from('RIFF0000WEBPVP8 ');
    expect(await cleanUpload(webp)).toBe(webp);
    const fake = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect((await cleanUpload(fake)).length).toBe(0);
  });
});

describe('an uploaded profile photo', () => {
  it('is stored upright without its metadata and served whole and as a 160 px WebP', async () => {
    const token = await newCustomer('+8801966100001');
    expect((await uploadPhoto(token, await cameraPhoto(), 'image/jpeg')).status).toBe(200);
    const url = (await server.call('getCustomerInfo', { token })).body.image_full_url as string;
    expect(url).toMatch(/\/media\/customers\/.+\.jpg$/);
    const whole = await fetch(url);
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    expect(await pictureOf(await whole.arrayBuffer())).toEqual({
      format: 'jpeg',
      width: 683,
      height: 2048,
      exif: false,
    });
    const thumb = await fetch(`${url}?w=160`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const small = await pictureOf(await thumb.arrayBuffer());
    expect(small).toMatchObject({ format: 'webp', width: 160 });
    expect(small.height).toBe(Math.round((160 * 2048) / 683));
  });

  it('is refused with the format message when it only starts like a png', async () => {
    const token = await newCustomer('+8801966100002');
    const res = await uploadPhoto(
      token,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
      'image/png',
    );
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({
      code: 'image',
      message: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    });
  });
});
