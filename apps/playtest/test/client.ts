// A test seat: a real WebSocket client that keeps every message it receives.
import WebSocket from 'ws';

export type Message = Record<string, unknown> & { type: string };

export class SeatClient {
  readonly messages: Message[] = [];
  readonly raw: string[] = [];
  closed: { code: number; reason: string } | null = null;
  #waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      this.messages.push(JSON.parse(text) as Message);
      this.#wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.#wake();
    });
    ws.on('error', () => undefined);
  }

  #wake() {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) w();
  }

  static async open(baseUrl: string): Promise<SeatClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new SeatClient(ws);
  }

  /** Opens a socket and says hello with a seat token; resolves once its first view arrived. */
  static async join(baseUrl: string, token: string): Promise<SeatClient> {
    const client = await SeatClient.open(baseUrl);
    client.send({ type: 'hello', token });
    await client.next((m) => m.type === 'update');
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message from now on (or already received after `after`) that matches. */
  async next(match: (m: Message) => boolean, after = 0, timeout = 5000): Promise<Message> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = this.messages.slice(after).find(match);
      if (found) return found;
      if (this.closed) throw new Error(`socket closed (${this.closed.code} ${this.closed.reason}) before a match`);
      if (Date.now() > deadline) throw new Error('timed out waiting for a message');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a message and waits for the first reply after it that matches. */
  async ask(message: unknown, match: (m: Message) => boolean): Promise<Message> {
    const from = this.messages.length;
    this.send(message);
    return this.next(match, from);
  }

  async waitClosed(timeout = 5000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeout;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('socket still open');
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.closed;
  }

  /** The last update this seat received. */
  get last(): Message {
    const updates = this.messages.filter((m) => m.type === 'update');
    return updates[updates.length - 1] as Message;
  }

  close(): void {
    this.ws.close();
  }
}
