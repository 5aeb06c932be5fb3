import { useLanguage, useT } from 'portico/ui'
import { issueValues, type SendIssue } from '../validation'

export interface IssueTextProps {
  id?: string
  issue: SendIssue | undefined
}

/**
 * A problem of the form, in the visitor's language. Always in the page, empty when there is
 * none: a live region has to exist before its text changes for screen readers to read it.
 */
export function IssueText({ id, issue }: IssueTextProps) {
  const t = useT('send')
  const language = useLanguage()
  return (
    <p id={id} className="send-error" aria-live="polite">
      {issue ? t(issue.key, issueValues(issue, language)) : null}
    </p>
  )
}
