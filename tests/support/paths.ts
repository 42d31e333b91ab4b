import path from 'node:path'
import { projectRoot } from '../../server/lib/paths.ts'

/** Scratch space of the test run, kept between runs so the demo media is rendered only once. */
export const testScratchDir = path.join(projectRoot, '.tmp')
export const testMediaDir = path.join(testScratchDir, 'test-media')
export const pgliteTemplateFile = path.join(testScratchDir, 'pglite-template.tar')

/** The administrator every test database starts with. */
export const testAdmin = { email: 'admin@kizuna.example', password: 'correct horse battery staple' }
