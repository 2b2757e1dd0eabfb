/**
 * A stand-in for the server's auth endpoints: it accepts only the current access token and issues a new
 * one for the current refresh token; any other token is taken for an expired one. It is the remote side of the
 * API client, not our storage. Held to the real server's answers by deploy/test/contract/frontend-fakes.test.ts.
 */
export class FakeBackend {
  validToken = 'token-2';
  validRefreshToken = 'refresh-1';
  refreshCalls: string[] = [];
  refreshSucceeds = true;
  requests: { url: string; authorization: string | null }[] = [];
  private releaseRefresh: (() => void) | undefined;
  private refreshGate: Promise<void> | undefined;
  private readonly answerGates = new Map<string, Promise<void>>();

  /** Holds refresh answers until release(), so a test can send requests while the lock is held. */
  holdRefresh(): void {
    this.refreshGate = new Promise((resolve) => (this.releaseRefresh = resolve));
  }
  release(): void {
    this.releaseRefresh?.();
  }

  /** Holds the answer to requests for `url` until the returned function is called (a slow response). */
  holdAnswer(url: string): () => void {
    let release = () => undefined as void;
    this.answerGates.set(url, new Promise((resolve) => (release = resolve)));
    return release;
  }

  fetch: typeof fetch = async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (url.endsWith('-token')) {
      this.refreshCalls.push(url);
      await this.refreshGate;
      const body = JSON.parse(String(init?.body)) as { refreshToken: string };
      // As the server answers a refresh token it does not accept (command-api test/auth.api.test.ts).
      if (!this.refreshSucceeds || body.refreshToken !== this.validRefreshToken)
        return Response.json({ operation: 'error', error: { key: 'Errors.RefreshTokenInvalid', status: 401 } }, { status: 401 });
      return Response.json({
        operation: 'success',
        data: {
          token: this.validToken,
          refreshToken: 'refresh-2',
          jwtExpire: '2100-01-01T00:00:00.000Z',
          refreshTokenExpires: '2100-01-01T00:00:00.000Z',
        },
      });
    }
    this.requests.push({ url, authorization: headers.get('Authorization') });
    const gate = this.answerGates.get(url);
    this.answerGates.delete(url);
    await gate;
    if (headers.get('Authorization') !== `JWT ${this.validToken}`)
      return Response.json({ operation: 'error', error: { key: 'Errors.TokenExpired', status: 401 } }, { status: 401 });
    // An empty page, as the read side lists a company with nothing of that kind.
    return Response.json({ docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 1 });
  };
}
