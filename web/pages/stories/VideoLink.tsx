import { useId, useRef } from 'react'
import type { PostVideo } from './types.ts'

/**
 * The play button of a video post. It is a link to the video on its own site (so it works without
 * JavaScript); with JavaScript it opens a dialog first that says where the video is and links
 * there. Nothing from the video's site loads unless the visitor follows that link.
 */
export function VideoLink({ video, title }: { video: PostVideo; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLAnchorElement>(null)
  const headingId = useId()
  return (
    <>
      <a
        ref={opener}
        className="play-button"
        href={video.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          dialog.current?.showModal()
        }}
      >
        <span className="visually-hidden">Play video: {title}</span>
      </a>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is for pointers; Escape and Close serve the keyboard */}
      <dialog
        ref={dialog}
        className="video-dialog"
        aria-labelledby={headingId}
        closedby="any"
        // Escape and the close button end here: back to the button that opened it.
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself (browsers without closedby).
          if (event.target === event.currentTarget) event.currentTarget.close()
        }}
      >
        <h2 id={headingId}>{title}</h2>
        <p>
          This video is on {video.site}. So that nothing from {video.site} loads on our pages without your
          say, it opens there, in a new tab.
        </p>
        <div className="video-dialog__actions">
          <a className="button button--accent" href={video.url} target="_blank" rel="noopener noreferrer">
            Watch on {video.site}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <button type="button" className="button button--plain" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  )
}
