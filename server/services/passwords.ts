import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (19 MiB, 2 passes): slow on purpose, salted per password. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Whether the password matches the stored hash; a malformed hash simply does not match. */
export async function checkPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
