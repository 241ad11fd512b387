/**
 * The code an authenticator app would show now for an `otpauth://` URI, computed with the same
 * OTP library better-auth uses (RFC 6238: 6 digits, 30 seconds).
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

export function totpSecretOf(totpURI: string): Uint8Array {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return base32.decode(secret);
}

export async function currentTotp(totpURI: string): Promise<string> {
  return createOTP(totpSecretOf(totpURI)).totp();
}
