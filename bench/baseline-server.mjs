// The benchmark's baseline: a bare Fastify server answering each benchmarked path with the very
// bytes Kizuna sent for it, from memory: its body and content type, and, where the fixture lists
// them, its other headers too. Reads the fixtures as JSON on stdin.
import Fastify from 'fastify'

const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const fixtures = JSON.parse(Buffer.concat(chunks).toString('utf8'))

const app = Fastify({ logger: false })
for (const { path, contentType, bodyBase64, headers = {} } of fixtures) {
  const body = Buffer.from(bodyBase64, 'base64')
  app.get(path.split('?')[0], (_request, reply) => {
    reply.headers(headers).type(contentType).send(body)
  })
}
await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ port: app.server.address().port }))
