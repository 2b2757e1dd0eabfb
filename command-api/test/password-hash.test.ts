import { describe, expect, it } from 'vitest';
import { hashGeneratedPassword, hashPassword, verifyPassword } from '../src/auth/password-hash';
import { generatePassword } from '../src/shared/credentials';

describe('password hashes', () => {
  it('a password a person chose is hashed at N=2^15; one the server generated at N=2^10, and both verify', async () => {
    const chosen = await hashPassword('manager-pass-1');
    expect(chosen).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('manager-pass-1', chosen)).toBe(true);
    expect(await verifyPassword('manager-pass-2', chosen)).toBe(false);

    const password = generatePassword();
    const generated = await hashGeneratedPassword(password);
    expect(generated).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword(password, generated)).toBe(true);
    expect(await verifyPassword(`${password}x`, generated)).toBe(false);
  });

  it('refuses to hash anything shorter than a generated password at the lower factor', async () => {
    await expect(hashGeneratedPassword(generatePassword())).resolves.toMatch(/^scrypt\$1024\$/);
    await expect(hashGeneratedPassword('short-password1')).rejects.toThrow('generated passwords only');
  });
});
