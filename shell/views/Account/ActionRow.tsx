import type { ReactElement } from 'react'

export interface AccountActionButton {
  /** Unique in the row; the button's test id is `account-action-<id>`. */
  id: string
  /** Shown under the picture and the button's accessible name. */
  label: string
  /** A longer explanation, read after the label as part of the button's name. */
  description?: string | undefined
  icon: ReactElement
  onClick(): void
}

/**
 * The account's actions as a row of round pictures, each with its label under it: the whole
 * set in one or two lines, so the tokens below are in view without scrolling. Buttons in the
 * tab order one after the other; a narrow sheet wraps them onto a second line.
 */
export function ActionRow({
  label,
  actions,
}: {
  /** The group's accessible name. */
  label: string
  actions: readonly AccountActionButton[]
}) {
  if (actions.length === 0) return null
  return (
    <div className="account-actions" role="group" aria-label={label}>
      {actions.map((action) => (
        <button
          key={action.id}
          type="button"
          className="account-action"
          data-testid={`account-action-${action.id}`}
          onClick={action.onClick}
        >
          <span className="account-action-icon">{action.icon}</span>
          <span className="account-action-label">{action.label}</span>
          {/* Out of sight in the compact row, but read as the rows it replaces were: "Send,
              Tokens from this account to an address or name". It also keeps the name apart
              from a header button of the same plugin with the same label. */}
          {action.description && <span className="visually-hidden">{action.description}</span>}
        </button>
      ))}
    </div>
  )
}
