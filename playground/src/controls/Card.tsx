import type { ReactNode } from 'react'

export interface CardProps {
  readonly title: string
  readonly aside?: ReactNode
  readonly children: ReactNode
  readonly testId?: string
}

/** A titled panel of the playground. */
export function Card({ title, aside, children, testId }: CardProps) {
  return (
    <section className="pg-card" aria-label={title} data-testid={testId}>
      <div className="pg-card-head">
        <h2>{title}</h2>
        {aside}
      </div>
      <div className="pg-card-body">{children}</div>
    </section>
  )
}
