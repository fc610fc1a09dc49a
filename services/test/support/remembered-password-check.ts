// The service's password check with its answers remembered: the same password against the same
// hash gives the same answer, and each login of a test about counting attempts need not pay
// the slow hash again.
import type { PasswordCheck } from '../../src/modules/auth/auth-service.js';
import { verifyPassword } from '../../src/modules/auth/password-hash.js';

export function rememberedPasswordCheck(): PasswordCheck {
  const answers = new Map<string, Promise<boolean>>();
  return (password, hash) => {
    const key = JSON.stringify([
      password,
      hash.N,
      hash.r,
      hash.p,
      hash.salt.toString('base64'),
      hash.key.toString('base64'),
    ]);
    let answer = answers.get(key);
    if (!answer) {
      answer = verifyPassword(password, hash);
      answers.set(key, answer);
    }
    return answer;
  };
}
