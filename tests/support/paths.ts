import path from 'node:path'
import { projectRoot } from '../../server/lib/paths.ts'

/**
 * Scratch space of the test run, kept between runs so the demo media is rendered only once.
 * TEST_SCRATCH_DIR gives a run its own (CI runs the PGlite and PostgreSQL passes side by side, and
 * each writes its demo media and template while the other's tests read theirs).
 */
export const testScratchDir = process.env.TEST_SCRATCH_DIR ?? path.join(projectRoot, '.tmp')
export const testMediaDir = path.join(testScratchDir, 'test-media')
export const pgliteTemplateFile = path.join(testScratchDir, 'pglite-template.tar')

/** The administrator every test database starts with. */
export const testAdmin = { email: 'admin@kizuna.example', password: 'correct horse battery staple' }
