import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { isStrongPassword, randomString } from '@platfox/domain';

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id; the enum is an ambient const enum that isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomToken());
  return decoyHash;
}

/** 256 random bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so the table cannot be replayed if it leaks. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

const PASSWORD_CLASSES = [
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  'abcdefghijkmnpqrstuvwxyz',
  '23456789',
  '!@#$%^&*-_=+?',
];

/**
 * A password for an administrator to hand over: random letters and digits (the domain's random
 * string, without O) plus one character of each class the password rule asks for, shuffled.
 */
export function generatePassword(length = 16): string {
  const picks = PASSWORD_CLASSES.map((chars) => chars.charAt(randomInt(chars.length)));
  const chars = [...randomString(Math.max(0, length - picks.length)), ...picks];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  // The rule lives in the domain; should it grow stricter, this fails loudly instead of quietly.
  if (!isStrongPassword(password)) throw new Error('generated password misses the password rule');
  return password;
}
