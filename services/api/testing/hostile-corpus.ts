// What an outside attacker sends: values for any text field, raw bodies, content types, path
// parameters and query strings. The hostile-input test sends every route all of it.

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

// Values put, one at a time, into each field of an otherwise plausible body.
export const FIELD_VALUES: unknown[] = [
  123,
  -1,
  1e308,
  true,
  null,
  {},
  [],
  ['a', 'b'],
  { $gt: '' },
  'A'.repeat(100_000),
  'Budi\u0000Santoso',
  'Budi \ud800',
  'Budi \udc00 \ud83d',
  'Budi \u001b[31mMERAH\u001b[0m',
  'Budi \u202Egnp.exe',
  'Budi\r\nBcc: korban@example.id',
  "' OR '1'='1'; DROP TABLE events; --",
  '1 UNION SELECT password_hash FROM users',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '{{7*7}} ${7*7} <%= 7*7 %> #{7*7}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\u0000',
  ' ',
  '',
]

// Whole bodies sent as they are with content-type application/json.
export const RAW_JSON_BODIES: string[] = [
  '{',
  '{"nama":',
  '[]',
  'null',
  '"teks"',
  '1e999',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":"\\ud800"}',
  '{"\\ud800":"kunci"}',
  '{"a":"\\u0000"}',
  nested(10_000),
  `{"a":${nested(200)}}`,
  '\ufeff{}',
  '{"a":1,"a":2}',
]

// Bodies with the wrong or a malformed content type.
export const CONTENT_TYPES: { type: string; body: string }[] = [
  { type: 'text/plain', body: 'nama=Budi' },
  { type: 'application/x-www-form-urlencoded', body: 'nama=Budi&__proto__[admin]=1' },
  {
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { type: 'multipart/form-data', body: '--x\r\n\r\n' },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'application/json', body: `{"a":"${'A'.repeat(1_100_000)}"}` },
]

// Replacements for a path parameter, already encoded for the URL.
export const PATH_VALUES: string[] = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e',
  '%00',
  '%ED%A0%80',
  '%E2%80%AE',
  '%1B%5B31m',
  "1'%20OR%20'1'%3D'1",
  '-1',
  '0',
  '99999999999999999999999',
  '1.5',
  '%',
  '%zz',
  'A'.repeat(600),
  '__proto__',
]

// Query strings added to the route's own path.
export const QUERIES: string[] = [
  '?page=-1&limit=abc',
  '?page=99999999999999999999&limit=100000',
  '?q=%00',
  '?q=%ED%A0%80',
  '?q=%E2%80%AE',
  '?q=%',
  '?__proto__[admin]=1&constructor[prototype][admin]=1',
  `?q=${'A'.repeat(5_000)}`,
  '?token=%27%20OR%201%3D1',
]
