import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

export interface Tab {
  label: string
  content: React.ReactNode
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; the first is selected. Before
 * hydration (or without JavaScript) every panel shows under its own heading instead.
 */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [enhanced, setEnhanced] = useState(false)
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()
  useEffect(() => setEnhanced(true), [])

  if (!enhanced) {
    return (
      <div className="tabs tabs--static">
        {tabs.map((tab) => (
          <section key={tab.label} aria-label={tab.label}>
            <h2>{tab.label}</h2>
            {tab.content}
          </section>
        ))}
      </div>
    )
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className={i === selected ? 'tabs__tab is-selected' : 'tabs__tab'}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== selected}
          className="tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
