/**
 * A small IMAP server on 127.0.0.1 for the IMAP poller's tests: enough of RFC 3501 for imapflow's
 * LOGIN, SELECT, UID SEARCH UNSEEN, UID FETCH (BODY.PEEK[]) and UID STORE +FLAGS (\Seen), LOGOUT.
 * Answers OK to anything else. It can drop the connection at a chosen command, once, to show a
 * run cut short loses and doubles nothing.
 */
import { once } from 'node:events'
import { type AddressInfo, createServer, type Socket } from 'node:net'

export interface StandInMessage {
  uid: number
  source: Buffer
  seen: boolean
}

export class ImapStandIn {
  readonly messages: StandInMessage[] = []
  /** Commands received, for the test to read. */
  readonly log: string[] = []
  /** Drop the connection (once) when a command matching this arrives. */
  dropOn: RegExp | undefined
  private nextUid = 1
  private readonly sockets = new Set<Socket>()
  private readonly server = createServer((socket) => this.serve(socket))

  constructor(
    readonly user = 'help@kizuna.test',
    readonly pass = 'mailbox password',
  ) {}

  add(source: Buffer, seen = false): number {
    const uid = this.nextUid++
    this.messages.push({ uid, source, seen })
    return uid
  }

  async listen(): Promise<number> {
    this.server.listen(0, '127.0.0.1')
    await once(this.server, 'listening')
    return (this.server.address() as AddressInfo).port
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private serve(socket: Socket) {
    this.sockets.add(socket)
    socket.on('close', () => this.sockets.delete(socket))
    socket.on('error', () => {})
    let buffer = ''
    let authenticated = false
    const write = (line: string | Buffer) => socket.write(line)
    write('* OK [CAPABILITY IMAP4rev1] Kizuna test IMAP ready\r\n')
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1')
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        this.log.push(line)
        if (this.dropOn?.test(line)) {
          this.dropOn = undefined
          socket.destroy()
          return
        }
        const [tag = '*', rawCommand = '', ...rest] = line.split(' ')
        const command = rawCommand.toUpperCase()
        const args = rest.join(' ')
        const ok = (text = 'done') => write(`${tag} OK ${text}\r\n`)
        if (command === 'CAPABILITY') {
          write('* CAPABILITY IMAP4rev1\r\n')
          ok()
        } else if (command === 'LOGIN') {
          const [, user, pass] = /^"?([^"\s]*)"?\s+"?([^"]*)"?$/.exec(args) ?? []
          if (user === this.user && pass === this.pass) {
            authenticated = true
            ok('[CAPABILITY IMAP4rev1] logged in')
          } else write(`${tag} NO [AUTHENTICATIONFAILED] wrong login\r\n`)
        } else if (!authenticated && command !== 'LOGOUT' && command !== 'NOOP') {
          write(`${tag} NO log in first\r\n`)
        } else if (command === 'LIST' || command === 'LSUB') {
          write('* LIST (\\HasNoChildren) "/" INBOX\r\n')
          ok()
        } else if (command === 'SELECT' || command === 'EXAMINE') {
          write('* FLAGS (\\Seen \\Answered \\Flagged \\Deleted \\Draft)\r\n')
          write(`* ${this.messages.length} EXISTS\r\n`)
          write('* 0 RECENT\r\n')
          write('* OK [UIDVALIDITY 7] UIDs valid\r\n')
          write(`* OK [UIDNEXT ${this.nextUid}] next UID\r\n`)
          write('* OK [PERMANENTFLAGS (\\Seen \\Deleted)] flags\r\n')
          ok(`[READ-WRITE] ${command} done`)
        } else if (command === 'UID' || command === 'SEARCH' || command === 'FETCH' || command === 'STORE') {
          const [sub = '', ...subRest] = command === 'UID' ? rest : [command, ...rest]
          this.uidCommand(sub.toUpperCase(), subRest.join(' '), write)
          ok()
        } else if (command === 'LOGOUT') {
          write('* BYE logging out\r\n')
          ok()
          socket.end()
        } else ok()
      }
    })
  }

  /** UID SEARCH / FETCH / STORE (the poller always asks by UID). */
  private uidCommand(command: string, args: string, write: (line: string | Buffer) => void) {
    const seq = (m: StandInMessage) => this.messages.indexOf(m) + 1
    const chosen = (set: string) => {
      const wanted = new Set<number>()
      for (const part of set.split(',')) {
        const [from = '', to] = part.split(':')
        const last = Math.max(0, ...this.messages.map((m) => m.uid))
        const a = from === '*' ? last : Number(from)
        const b = to === undefined ? a : to === '*' ? last : Number(to)
        for (let uid = Math.min(a, b); uid <= Math.max(a, b); uid++) wanted.add(uid)
      }
      return this.messages.filter((m) => wanted.has(m.uid))
    }
    if (command === 'SEARCH') {
      const unseen = /UNSEEN|NOT SEEN/i.test(args)
      const found = this.messages.filter((m) => !unseen || !m.seen).map((m) => m.uid)
      write(`* SEARCH${found.map((uid) => ` ${uid}`).join('')}\r\n`)
    } else if (command === 'FETCH') {
      const [set = ''] = args.split(' ')
      const body = /BODY(\.PEEK)?\[\]/i.test(args)
      for (const m of chosen(set)) {
        if (/BODY\[\]/i.test(args)) m.seen = true
        const flags = `FLAGS (${m.seen ? '\\Seen' : ''})`
        if (body) {
          write(`* ${seq(m)} FETCH (UID ${m.uid} ${flags} BODY[] {${m.source.length}}\r\n`)
          write(m.source)
          write(')\r\n')
        } else write(`* ${seq(m)} FETCH (UID ${m.uid} ${flags})\r\n`)
      }
    } else if (command === 'STORE') {
      const [set = '', action = ''] = args.split(' ')
      for (const m of chosen(set)) {
        if (/\\Seen/i.test(args)) m.seen = action.startsWith('+')
        if (!/SILENT/i.test(action))
          write(`* ${seq(m)} FETCH (UID ${m.uid} FLAGS (${m.seen ? '\\Seen' : ''}))\r\n`)
      }
    }
  }
}
