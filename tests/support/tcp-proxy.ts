/**
 * A TCP proxy on loopback that a test can cut: `outage()` destroys every proxied connection and
 * refuses new ones (the port stops listening), `recover()` listens on the same port again. An app
 * built on the proxy's URL sees PostgreSQL go away and come back as it would on a real network.
 */
import net from 'node:net'

export class TcpProxy {
  private server: net.Server | null = null
  private readonly sockets = new Set<net.Socket>()
  port = 0

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts forwarding on a free port (or the given one); resolves once listening. */
  async start(port = 0): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost)
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('close', () => this.sockets.delete(socket))
        socket.on('error', () => {
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream)
      upstream.pipe(client)
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
    this.server = server
    this.port = (server.address() as net.AddressInfo).port
  }

  /** Cuts every connection and refuses new ones. */
  async outage(): Promise<void> {
    const server = this.server
    this.server = null
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    for (const socket of this.sockets) socket.destroy()
    await closed
  }

  /** Accepts connections again, on the same port. */
  recover(): Promise<void> {
    return this.start(this.port)
  }

  /** A database URL like `url` that goes through this proxy. */
  urlFor(url: string): string {
    const through = new URL(url)
    through.hostname = '127.0.0.1'
    through.port = String(this.port)
    return through.toString()
  }
}
