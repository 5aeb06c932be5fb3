import type { FrameApprovalEvent, FrameRecoveryEvent } from '../../protocol/frame/messages'
import type { FrameI18n } from '../consent/i18n'
import { element } from '../element'

export interface WindowPageOptions {
  doc: Document
  i18n: FrameI18n
  /** The page this window works for (its opener's origin, checked by the service). */
  siteOrigin: string
  /** Brings the site's window back to the front (the opener's focus). */
  backToSite: () => void
}

export interface WindowPage {
  /** Hides the page while the wallet asks the visitor (approval, recovery), shows it after. */
  follow(event: FrameApprovalEvent | FrameRecoveryEvent): void
  /** Draws the texts again in the current language. */
  refresh(): void
}

/**
 * The wallet window's own page (window mode): what the window is and for which site, while
 * nothing is asked. The approval and recovery screens take the whole window while they show,
 * as they take the whole frame when embedded (the approval's buttons must be wholly in view
 * for its visible-time gate).
 */
export function drawWindowPage(options: WindowPageOptions): WindowPage {
  const { doc, i18n, siteOrigin } = options
  doc.documentElement.dataset.mode = 'window'
  const root = element(doc, 'main', 'window-page')
  const heading = element(doc, 'h1')
  const site = element(doc, 'p', 'window-site')
  const text = element(doc, 'p', 'window-text')
  const back = element(doc, 'button', 'window-back')
  back.type = 'button'
  back.addEventListener('click', () => options.backToSite())
  root.append(heading, site, text, back)
  doc.body.append(root)

  const asking = new Set<string>()
  function refresh() {
    const { t } = i18n
    doc.title = t('window.documentTitle', { origin: siteOrigin })
    heading.textContent = t('window.title')
    site.replaceChildren(t('window.siteLabel'), ' ', element(doc, 'strong', undefined, siteOrigin))
    text.textContent = t('window.text', { origin: siteOrigin })
    back.textContent = t('window.back', { origin: siteOrigin })
  }
  refresh()

  return {
    follow(event) {
      const kind = event.type.startsWith('FRAME_APPROVAL') ? 'approval' : 'recovery'
      if (event.type.endsWith('_NEEDED')) asking.add(kind)
      else if (event.type.endsWith('_DONE')) asking.delete(kind)
      root.hidden = asking.size > 0
    },
    refresh,
  }
}
