import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { UNROUTED_HEADER, sendError } from '@fleetcheck/platform';

/** Headers that belong to one connection and are not forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

// Idle sockets close before the services' keep-alive timeout (5 s) would close them under a reused request.
const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 4000 });

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

/**
 * Forwards an /api/v1 request to a service process, as the production reverse proxy does. With
 * `fallThrough`, an answer saying no route of the service owns the path (a 404 with the unrouted header)
 * is dropped and the request goes on to the next handler: the GETs command-api owns (logout, the API docs)
 * reach it through query-api's miss, exactly as in the all-in-one runner.
 */
export function apiProxy(target: () => string, options: { fallThrough?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    const url = new URL(req.originalUrl, target());
    const headers = forwardable(req.headers);
    // The services trust this proxy (loopback) for the client's address: they get the one this process
    // resolved under its own TRUST_PROXY, never a chain a client could have started with a made-up address.
    headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = req.protocol;
    const bodiless = req.method === 'GET' || req.method === 'HEAD';
    const forward = (retry: boolean) => {
      const upstream = request(url, { method: req.method, headers, agent }, (answer) => {
        if (options.fallThrough && answer.statusCode === 404 && answer.headers[UNROUTED_HEADER.toLowerCase()]) {
          answer.resume();
          next();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the service closed as it was reused: a GET is safe to send again, once.
        if (retry && bodiless && upstream.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) return forward(false);
        if (!res.headersSent) sendError(res, 'Errors.Unavailable', 503);
        else res.destroy();
      });
      // A GET has no body, and when it falls through the request stream has already been read by the first try.
      if (bodiless) upstream.end();
      else req.pipe(upstream);
    };
    forward(true);
  };
}
