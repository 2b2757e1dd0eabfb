import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { SignalRelay } from '@fleetcheck/platform';
import type { LiveOutgoing } from '@fleetcheck/domain/live-confirmation/messages';

/** One message of an event stream: `id` lets a reconnecting client say what it saw last (Last-Event-ID). */
export interface StreamedMessage {
  id: string;
  event: string;
  data: unknown;
}

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** The client reconnects after this long when the stream breaks. */
const RETRY_MS = 2_000;

export const newMessage = (event: string, data: unknown): StreamedMessage => ({ id: randomUUID(), event, data });

/** Sends each message on its channel of the relay: the event streams of every API process pass it on. */
export async function publishLive(relay: SignalRelay, outgoing: readonly LiveOutgoing[]): Promise<void> {
  for (const { channel, event, data } of outgoing) await relay.publish(channel, newMessage(event, data));
}

/**
 * Answers the request as a text/event-stream (server-sent events) that stays open until the client goes;
 * `onClose` runs then. Answers how to send a message.
 */
export function openEventStream(req: Request, res: Response, onClose: () => void): (message: StreamedMessage) => void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  // nginx and similar proxies pass it on at once instead of buffering.
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.write(`retry: ${RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  req.on('close', () => {
    clearInterval(heartbeat);
    onClose();
  });
  return (message) => {
    if (res.writableEnded) return;
    res.write(`id: ${message.id}\nevent: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`);
  };
}

interface Channel {
  log: StreamedMessage[];
  listeners: Set<(message: StreamedMessage) => void>;
  unsubscribe: Promise<() => Promise<void>>;
  linger: NodeJS.Timeout | undefined;
}

/** Messages kept per channel, and how long a channel nobody listens to stays subscribed (a reconnect finds it). */
const KEEP = 200;
const LINGER_MS = 120_000;

/**
 * The channels this process streams to its clients, each subscribed once on the relay. Recent messages are kept,
 * so a client that reconnects with Last-Event-ID gets what it missed while it was away (while this process kept
 * the channel).
 */
export class ChannelHub {
  private readonly channels = new Map<string, Channel>();

  constructor(private readonly relay: SignalRelay) {}

  publish(channel: string, message: StreamedMessage): Promise<void> {
    return this.relay.publish(channel, message);
  }

  /** Listens to a channel; replays what came after `lastEventId` first. Answers the stop. */
  async listen(name: string, lastEventId: string | undefined, listener: (message: StreamedMessage) => void): Promise<() => void> {
    const channel = this.channel(name);
    await channel.unsubscribe;
    if (lastEventId) {
      const seen = channel.log.findIndex((message) => message.id === lastEventId);
      for (const message of channel.log.slice(seen + 1)) listener(message);
    }
    channel.listeners.add(listener);
    return () => {
      channel.listeners.delete(listener);
      if (channel.listeners.size === 0) this.linger(name, channel);
    };
  }

  private channel(name: string): Channel {
    const existing = this.channels.get(name);
    if (existing) {
      clearTimeout(existing.linger);
      existing.linger = undefined;
      return existing;
    }
    const channel: Channel = { log: [], listeners: new Set(), unsubscribe: Promise.resolve(async () => undefined), linger: undefined };
    channel.unsubscribe = this.relay.subscribe(name, (raw) => {
      const message = raw as StreamedMessage;
      channel.log.push(message);
      if (channel.log.length > KEEP) channel.log.shift();
      for (const listener of [...channel.listeners]) listener(message);
    });
    this.channels.set(name, channel);
    return channel;
  }

  private linger(name: string, channel: Channel): void {
    channel.linger = setTimeout(() => {
      if (channel.listeners.size > 0) return;
      this.channels.delete(name);
      void channel.unsubscribe.then((stop) => stop()).catch(() => undefined);
    }, LINGER_MS);
    channel.linger.unref();
  }
}
