// The web benchmark's baseline: a bare Fastify server with @fastify/static serving the very HTML
// bytes Kizuna rendered, as plain files from the folder named in STATIC_DIR.
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
await app.register(fastifyStatic, { root: process.env.STATIC_DIR, prefix: '/static/' })
await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ port: app.server.address().port }))
