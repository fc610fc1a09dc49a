/**
 * Prints an ADMIN_PASSWORD_HASH value for a password read from standard input, so the
 * password never appears in a command line or a shell history:
 *
 *   npx tsx services/src/modules/auth/hash-password-cli.ts          (asks, without echo)
 *   printf '%s' "$PASSWORD" | npx tsx services/src/modules/auth/hash-password-cli.ts
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { formatPasswordHash, hashPasswordSync } from './password-hash.js';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const question = prompt.question('Admin password: ');
  muted = true;
  const answer = await question;
  prompt.close();
  process.stderr.write('\n');
  return answer;
}

const password = await readPassword();
if (password.length < 8) {
  console.error('The password must be at least 8 characters.');
  process.exit(1);
}
console.log(formatPasswordHash(hashPasswordSync(password)));
