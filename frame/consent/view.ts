import type { Address } from 'viem'
import type { AuthChain } from '../../protocol/auth/contract'
import type { RequestFacts } from './facts'
import { formatExactAmount } from './amount'
import type { FrameI18n } from './i18n'
import type { RequestSummary } from './summary'
import { element } from '../element'

/** What the approval view is drawn from: the request's summary, the node's facts, the place. */
export interface ApprovalContent {
  summary: RequestSummary
  facts: RequestFacts
  chain: AuthChain
  account: Address
  siteOrigin: string
}

export interface ApprovalView {
  root: HTMLElement
  /** The scrolling part: the asking site, the rows, the text, the warnings. */
  details: HTMLElement
  heading: HTMLElement
  actions: HTMLElement
  approve: HTMLButtonElement
  reject: HTMLButtonElement
  /** The line under the buttons (role=status). */
  status(text: string): void
  /** After Approve: the buttons go, the status says it is being done. */
  working(): void
}

// The native currency of every chain the service lists (as the wallet signs for them).
const NATIVE = { symbol: 'ETH', decimals: 18 }
// Deadlines past this (about year 33658) are "never": contracts use max uint for that.
const NEVER_FROM_SECONDS = 10n ** 12n

type T = FrameI18n['t']

/** Amounts of a request in the visitor's language, every digit kept (what is signed is exact). */
const amountsIn = (t: T, language: string) => ({
  of: (amount: bigint, token: RequestFacts['token'], unlimited = false) =>
    unlimited
      ? t('unlimited')
      : token
        ? `${formatExactAmount(amount, token.decimals, language)} ${token.symbol}`
        : t('rawAmount', { amount: amount.toString() }),
  native: (wei: bigint) => `${formatExactAmount(wei, NATIVE.decimals, language)} ${NATIVE.symbol}`,
})

/** The rows (label, value, flagged) of a request, and the warnings above the buttons. */
function rowsOf(t: T, content: ApprovalContent, language: string) {
  const { of: amountOf, native } = amountsIn(t, language)
  const { summary, facts } = content
  const rows: Array<[string, string, boolean?]> = []
  const warnings: string[] = []
  const tokenName = (address: Address) =>
    facts.token ? `${facts.token.symbol} (${address})` : address
  if (summary.kind === 'transaction') {
    const { call } = summary
    if (call?.kind === 'transfer') {
      rows.push([t('send'), amountOf(call.amount, facts.token)])
      rows.push([t('recipient'), call.recipient])
      rows.push([t('token'), tokenName(call.token)])
    } else if (call?.kind === 'approve') {
      rows.push([t('allow'), amountOf(call.amount, facts.token, call.unlimited), call.unlimited])
      rows.push([t('spender'), call.spender])
      rows.push([t('token'), tokenName(call.token)])
      if (call.unlimited) warnings.push(t('unlimitedWarning'))
    } else if (summary.to) {
      rows.push([t('to'), summary.to])
    }
    rows.push([t('value'), native(summary.value)])
    if (!call && summary.data) rows.push([t('data'), summary.data])
    rows.push([t('gas'), facts.gas === undefined ? t('unknown') : facts.gas.toString()])
    rows.push([t('fee'), facts.fee === undefined ? t('unknown') : native(facts.fee)])
  } else if (summary.kind === 'typedData') {
    const { domain, permit } = summary
    if (permit) {
      rows.push([
        t('allow'),
        amountOf(permit.amount, facts.token, permit.unlimited),
        permit.unlimited,
      ])
      rows.push([t('spender'), permit.spender])
      rows.push([t('token'), tokenName(permit.token)])
      if (permit.deadline !== undefined) {
        rows.push([
          t('expires'),
          permit.deadline >= NEVER_FROM_SECONDS
            ? t('never')
            : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(Number(permit.deadline) * 1000),
              ),
        ])
      }
      if (permit.unlimited) warnings.push(t('unlimitedWarning'))
    }
    rows.push([t('type'), summary.primaryType])
    if (domain.name) rows.push([t('domain'), domain.name])
    if (domain.version) rows.push([t('version'), domain.version])
    if (domain.chainId !== undefined) rows.push([t('chain'), String(domain.chainId)])
    if (domain.verifyingContract) rows.push([t('contract'), domain.verifyingContract])
    rows.push([t('hash'), summary.hash])
  } else if (summary.signIn) {
    rows.push([t('signInSite'), summary.signIn.domain, !summary.signIn.matchesSite])
    if (!summary.signIn.matchesSite) {
      warnings.push(
        t('signInMismatch', { domain: summary.signIn.domain, origin: content.siteOrigin }),
      )
    }
  }
  rows.push([
    t('network'),
    t('networkValue', { name: content.chain.name, chainId: content.chain.chainId }),
  ])
  rows.push([t('account'), content.account])
  return { rows, warnings }
}

/**
 * The approval as plain DOM (textContent only, never markup from the request): title, the
 * asking site, the rows, the message or typed data in full, warnings, Reject and Approve
 * (disabled until the gate opens), and a status line.
 */
export function drawApproval(
  doc: Document,
  t: T,
  language: string,
  content: ApprovalContent,
): ApprovalView {
  const { summary } = content
  const root = element(doc, 'section', 'approval')
  root.setAttribute('aria-labelledby', 'approval-title')
  const title =
    summary.kind === 'transaction'
      ? t('title.transaction')
      : summary.kind === 'message' && summary.signIn
        ? t('title.signIn')
        : t('title.signature')
  const heading = element(doc, 'h1', undefined, title)
  heading.id = 'approval-title'
  heading.tabIndex = -1
  // What is asked scrolls on its own: the buttons stay in sight however long the request.
  const details = element(doc, 'div', 'details')
  details.tabIndex = 0
  details.setAttribute('role', 'region')
  details.setAttribute('aria-labelledby', 'approval-title')
  const site = element(doc, 'p', 'site')
  const [before, after = ''] = t('site', { origin: '\u0000' }).split('\u0000')
  site.append(before ?? '', element(doc, 'strong', undefined, content.siteOrigin), after)
  root.append(heading, details)
  details.append(site)

  const { rows, warnings } = rowsOf(t, content, language)
  const list = element(doc, 'dl', 'rows')
  for (const [label, value, flagged] of rows) {
    const shown = element(doc, 'dd', flagged ? 'flag' : undefined, value)
    // Addresses and amounts read left to right in a right-to-left page, words in their own
    // direction: the value's first strong letter decides.
    shown.dir = 'auto'
    list.append(element(doc, 'dt', undefined, label), shown)
  }
  details.append(list)
  if (summary.kind === 'message' || summary.kind === 'typedData') {
    const text = element(
      doc,
      'pre',
      'text',
      summary.kind === 'message' ? summary.text : summary.json,
    )
    text.setAttribute('aria-label', t('message'))
    details.append(text)
  }
  for (const warning of warnings) {
    const note = element(doc, 'p', 'warning', warning)
    note.setAttribute('role', 'alert')
    details.append(note)
  }

  const actions = element(doc, 'div', 'actions')
  const reject = element(doc, 'button', 'reject', t('reject'))
  reject.type = 'button'
  const approve = element(doc, 'button', 'approve', t('approve'))
  approve.type = 'button'
  approve.disabled = true
  actions.append(reject, approve)
  const status = element(doc, 'p', 'status')
  status.setAttribute('role', 'status')
  root.append(actions, status)
  return {
    root,
    details,
    heading,
    actions,
    approve,
    reject,
    status: (text) => void (status.textContent = text),
    working() {
      actions.hidden = true
      status.textContent = t('working')
    },
  }
}
