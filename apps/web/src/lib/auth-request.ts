/**
 * Calls to better-auth's routes under /api/auth. They answer errors as `{code, message}` (their
 * own shape, not the contract's), so they get their own small client; failures still become an
 * ApiError carrying better-auth's code (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, ...), which
 * lib/error-messages.ts turns into a message like any other.
 */
import { ApiError } from './api-client';

export async function authRequest<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'network error');
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { code?: unknown; message?: unknown };
    throw new ApiError(
      response.status,
      typeof payload.code === 'string' ? payload.code : `HTTP_${response.status}`,
      typeof payload.message === 'string' ? payload.message : response.statusText,
    );
  }
  return data as T;
}
