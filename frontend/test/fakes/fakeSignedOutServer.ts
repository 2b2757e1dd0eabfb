import { errorAnswer } from './listPage';

/**
 * The server as a visitor without a session meets it: every read or write of an account is refused (401), as
 * it answers a request with no token. Records what it was asked: the public pages ask nothing. Held to the real
 * server's answers by deploy/test/contract/frontend-fakes.test.ts.
 */
export function signedOutServer() {
  const asked: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    asked.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return errorAnswer('Errors.Unauthorized', 401);
  };
  return { asked, fetchFn };
}
