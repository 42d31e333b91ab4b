const RADIUS = 52
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/**
 * A ring filled to a share of its circle, with the figure and its label as text: the drawing is
 * decoration, the caption is what assistive technology reads ("80% Success").
 */
export function SkillRing({ percent, value, label }: { percent: number; value: string; label: string }) {
  return (
    <figure className="ring">
      <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
        <circle className="ring__track" cx="60" cy="60" r={RADIUS} />
        <circle
          className="ring__value"
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - Math.min(100, Math.max(0, percent)) / 100)}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <figcaption>
        <strong>{value}</strong> {label}
      </figcaption>
    </figure>
  )
}
