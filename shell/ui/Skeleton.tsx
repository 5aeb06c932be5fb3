export interface SkeletonProps {
  /** What is loading, for screen readers. */
  label: string
  /** Placeholder rows drawn. */
  rows?: number
}

/** The placeholder of content that is on its way, e.g. a view whose chunk is loading. */
export function Skeleton({ label, rows = 3 }: SkeletonProps) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="skeleton-row" />
      ))}
    </div>
  )
}
