/**
 * A real OpenID Connect provider (panva's oidc-provider) on a loopback port, for the social
 * sign-in tests. Its development login page takes any login name; that name becomes the account
 * (`<name>@oidc.pintrip.test`). Its "[ Cancel ]" link answers the app with error=access_denied.
 */
import type { Server } from 'node:http';
import Provider from 'oidc-provider';

export const oidcClient = { id: 'pintrip-e2e', secret: 'pintrip-e2e-secret-0123456789abcdef' } as const;

/** The address every OIDC test account gets. */
export const oidcEmail = (login: string) => `${login.toLowerCase()}@oidc.pintrip.test`;

export interface RunningOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

export async function startOidcProvider({
  port,
  appUrls,
}: {
  port: number;
  /** The apps' PUBLIC_URLs (one a Playwright worker); better-auth's callback for provider "oidc" lives under each. */
  appUrls: string[];
}): Promise<RunningOidcProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: oidcClient.id,
        client_secret: oidcClient.secret,
        redirect_uris: appUrls.map((appUrl) => `${appUrl}/api/auth/callback/oidc`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: oidcEmail(id), email_verified: true, name: `OIDC ${id}` };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes (seconds), which also keeps the provider from printing a notice for each.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    cookies: { keys: ['pintrip-e2e-oidc-cookie-key'] },
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
