import { render } from '@testing-library/react'
import axe from 'axe-core'
import type { CSSProperties, ReactNode } from 'react'
import { Provider } from 'react-redux'
import type { Modal } from '../../../index'
import { addShellTranslations } from '../../shellStrings'
import { themeProperties, type ThemeMode } from '../../modal/theme'
import { ModalContext } from '../../react/context'
import { createTestModal, stubNetwork } from 'portico/testing'

/**
 * The kit's components outside any view: a modal (its store, router and i18n with the modal's
 * strings, which arrive with the UI chunk) to render them in, without mounting its UI.
 */
export async function kitModal(): Promise<Modal> {
  stubNetwork()
  const modal = createTestModal()
  await addShellTranslations(modal.runtime)
  return modal
}

/** Renders `ui` with the modal's store and handle, in a themed root like the modal's. */
export function renderInModal(modal: Modal, ui: ReactNode, mode: ThemeMode = 'light') {
  return render(
    <Provider store={modal.store}>
      <ModalContext.Provider value={modal}>
        <div className="root" style={themeProperties(mode, {}) as CSSProperties}>
          {ui}
        </div>
      </ModalContext.Provider>
    </Provider>,
  )
}

const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * axe-core's WCAG 2.1 A and AA violations in `container`, as `rule: targets`. In this test
 * DOM it judges names, roles, labels and ARIA use; colour contrast needs a layout, which the
 * browser suites (tests/e2e) audit.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { runOnly: RULES })
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`,
  )
}
