import { Redis } from 'ioredis';
import { ChannelFanOut, type SignalRelay } from './port';

/**
 * The relay in the production profile (REDIS_URL set): Redis pub/sub. One subscriber connection per process
 * (a subscribed connection can do nothing else), subscribed to each channel while this process has a listener.
 */
export class RedisSignalRelay implements SignalRelay {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly fanOut = new ChannelFanOut();

  constructor(
    url: string,
    private readonly prefix = 'fleetcheck:signal:',
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
    this.subscriber.on('message', (channel: string, payload: string) => {
      if (channel.startsWith(this.prefix)) this.fanOut.deliver(channel.slice(this.prefix.length), JSON.parse(payload));
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>> {
    const { first, remove } = this.fanOut.add(channel, onMessage);
    if (first) await this.subscriber.subscribe(this.prefix + channel);
    return async () => {
      if (remove()) await this.subscriber.unsubscribe(this.prefix + channel).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    await this.publisher.quit().catch(() => undefined);
  }
}
