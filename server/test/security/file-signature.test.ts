import t from 'tap';
import { imageTypeOf } from '../../src/security/file-signature.ts';

const bytes = (hexOrText: string, encoding: BufferEncoding = 'latin1') => Buffer.from(hexOrText, encoding);

t.test('each accepted image is known by its first bytes', async (t) => {
  t.equal(imageTypeOf(Buffer.concat([bytes('89504e470d0a1a0a', 'hex'), Buffer.alloc(16)])), 'image/png');
  t.equal(imageTypeOf(Buffer.concat([bytes('ffd8ffe0', 'hex'), Buffer.alloc(16)])), 'image/jpeg');
  t.equal(imageTypeOf(bytes('GIF87a....')), 'image/gif');
  t.equal(imageTypeOf(bytes('GIF89a....')), 'image/gif');
  t.equal(imageTypeOf(bytes('RIFF\x10\x00\x00\x00WEBPVP8 ')), 'image/webp');
});

t.test('anything else is no image, whatever it starts like', async (t) => {
  for (const [label, content] of [
    ['an empty file', Buffer.alloc(0)],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a truncated PNG signature', bytes('89504e47', 'hex')],
    ['a GIF of no known version', bytes('GIF8xx....')],
    ['a RIFF file that is not WebP', bytes('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['a program', bytes('MZ\x90\x00binary')],
  ] as const) {
    t.equal(imageTypeOf(content), null, label);
  }
});
