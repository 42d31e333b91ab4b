/**
 * The pieces every page shares with the layout, gathered in one module. Pages import them from
 * here, never from their own files: esbuild then puts all of them in one chunk (a module's chunk
 * is decided by which entries reach it), instead of one small file each, which compresses worse
 * and costs the home page about 2 KB of its 80 KB budget (see ADR 008).
 */
export * from './components/Field.tsx'
export * from './components/Img.tsx'
export * from './components/Newsletter.tsx'
export * from './components/PrivacyNote.tsx'
export * from './components/RichText.tsx'
export * from './components/TableScroll.tsx'
export * from './components/Toasts.tsx'
export * from './layout/SearchForm.tsx'
export * from './layout/TitleBanner.tsx'
export * from './router.tsx'
