import type { ModalContext } from 'portico/plugin'
import { issueValues, type SendIssue } from './validation'

/** The plugin's i18next namespace (its id). */
export const SEND_NAMESPACE = 'send'

/** An issue in English: what logs and analytics read, whatever the visitor's language. */
export function englishText(modal: Pick<ModalContext, 'i18n'>, issue: SendIssue): string {
  return modal.i18n.t(issue.key, { ns: SEND_NAMESPACE, lng: 'en', ...issueValues(issue, 'en') })
}
