// RFC 6238 TOTP (SHA-1, 6 digits, 30 s) computed by the tests themselves from an otpauth:// URI's secret,
// so a test proves the server accepts what any authenticator app would show.
import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = '';
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) throw new Error(`not base32: ${ch}`);
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The secret of an otpauth://totp/… URI. */
export const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/** The code an authenticator shows for the base32 secret at `time` (ms). */
export function totp(secretBase32: string, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const mac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

/** A code that is certainly wrong now (not the code of the window before, now or after). */
export function wrongTotp(secretBase32: string): string {
  const near = [-30_000, 0, 30_000].map((d) => totp(secretBase32, Date.now() + d));
  for (let i = 0; ; i++) {
    const code = String(i).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}
