import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person who can sign in at the test identity provider. */
export interface IdpAccount {
  password: string;
  email: string;
  name: string;
}

/** The clients the test provider knows: the portal's single sign-on and enterprise OAuth2 clients. */
export const IDP_CLIENTS = {
  sso: { clientId: 'portal-sso', clientSecret: 'portal-sso-secret-0123456789' },
  oauth2: { clientId: 'portal-oauth2', clientSecret: 'portal-oauth2-secret-0123456789' },
} as const;

/** Accounts of the test provider (any login not listed here is refused). */
export const IDP_ACCOUNTS: Record<string, IdpAccount> = {
  'ada.idp': { password: 'idp-pass-ada', email: 'ada@idp.example', name: 'Ada Lovelace' },
  'bob.idp': { password: 'idp-pass-bob', email: 'bob@idp.example', name: 'Bob Idp' },
  'carol.idp': { password: 'idp-pass-carol', email: 'carol@idp.example', name: 'Carol Idp' },
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  // No outside resources: the page must load with no network but loopback.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

function readForm(req: import('node:http').IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => resolve(new URLSearchParams(text)));
    req.on('error', reject);
  });
}

/** A running OpenID provider on loopback (oidc-provider), for tests of single sign-on and enterprise OAuth2. */
export interface TestIdp {
  issuer: string;
  close(): Promise<void>;
}

/**
 * Starts an OpenID provider on 127.0.0.1 (`port` 0 picks a free one). `portalOrigins` are the portal
 * origins whose callbacks and login page are registered as redirect URIs (exact match).
 */
export async function startTestIdp(options: { port?: number; portalOrigins: string[] }): Promise<TestIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const redirects = (path: string) => options.portalOrigins.map((origin) => `${origin}${path}`);
  const client = (ids: { clientId: string; clientSecret: string }, callback: string) => ({
    client_id: ids.clientId,
    client_secret: ids.clientSecret,
    redirect_uris: redirects(callback),
    post_logout_redirect_uris: redirects('/login/index'),
    token_endpoint_auth_method: 'client_secret_post',
    grant_types: ['authorization_code'],
    response_types: ['code'],
  });

  const provider = new Provider(issuer, {
    clients: [client(IDP_CLIENTS.sso, '/uniportal/callback'), client(IDP_CLIENTS.oauth2, '/enterpriseOauth2/callback')],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-idp-cookie-key-0123456789abcdef'] },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: { body: string }, form: string) => {
          ctx.body = page('Sign out of the test provider?', `${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>`);
        },
        postLogoutSuccessSource: (ctx: { body: string }) => {
          ctx.body = page('Signed out', '');
        },
      },
    },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = page('Provider error', `<p>${escape(out.error ?? '')}: ${escape(out.error_description ?? '')}</p>`);
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = IDP_ACCOUNTS[sub];
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }) };
    },
    // The portal is a first-party client: no consent screen, every requested scope is granted.
    loadExistingGrant: async (ctx: { oidc: { client: { clientId: string }; session: { accountId: string; grantIdFor(id: string): string | undefined }; provider: InstanceType<typeof Provider> } }) => {
      const existing = ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'POST' && match[2]) {
          const form = await readForm(req);
          const login = form.get('login') ?? '';
          const account = IDP_ACCOUNTS[login];
          if (!account || account.password !== form.get('password')) {
            res.writeHead(401, { 'content-type': 'text/html; charset=utf-8' });
            res.end(page('Sign in to the test provider', `<p role="alert">Wrong login or password.</p>${loginForm(details.uid)}`));
            return;
          }
          await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page('Sign in to the test provider', loginForm(details.uid)));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    })();
  });

  return {
    issuer,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function loginForm(uid: string): string {
  return `<form method="post" action="/interaction/${uid}/login">
<label>Login <input name="login" autocomplete="off"></label>
<label>Password <input name="password" type="password"></label>
<button type="submit">Sign in</button></form>`;
}

/**
 * Signs in at the provider the way a browser would (following redirects, keeping cookies), starting
 * from its authorization URL, and returns the URL it finally sends the browser back to the portal with.
 */
export async function signInAtIdp(authorizationUrl: string, login: string, password: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: cookie() } });
    keep(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== origin) return url;
      init = {};
      continue;
    }
    const html = await response.text();
    const action = /action="(\/interaction\/[\w-]+\/login)"/.exec(html)?.[1];
    if (!action) throw new Error(`test idp: no login form at ${url.href} (${response.status}): ${html.slice(0, 200)}`);
    url = new URL(action, url);
    init = { method: 'POST', body: new URLSearchParams({ login, password }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('test idp: too many redirects');
}
